import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Actor } from '#shared/domain/actor.js';
import { DomainError } from '#shared/domain/domain-error.js';
import {
  ALLOW_UNVERIFIED,
  IS_PUBLIC,
  type PublicAccess,
  REQUIRE_VERIFIED_EMAIL,
  ROLES,
  type RequestWithActor,
} from '#shared/infra/http/auth.decorators.js';
import { SESSION_COOKIE } from '#shared/infra/http/cookie-options.js';
import { accessRefusal } from '../domain/access-rule.js';
import { IdentityErrors } from '../domain/identity-errors.js';
import { SessionResolver } from '../domain/session-resolver.js';

/**
 * Global: every route needs a valid, live session unless marked @Public() (which skips the session,
 * or with 'with-actor' attaches it when valid); @Roles narrows by user
 * type; then accessRefusal (the rule the realtime gateway shares): tradie routes need an
 * approved tradie unless @AllowUnverified(), banned users get 403 AUTH.BANNED, and
 * @RequireVerifiedEmail() routes refuse an unverified address (403 AUTH.EMAIL_NOT_VERIFIED).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const publicAccess = this.reflector.getAllAndOverride<PublicAccess>(IS_PUBLIC, targets);
    if (publicAccess === 'anonymous') return true;
    const isPublic = publicAccess === 'with-actor';
    const request = context.switchToHttp().getRequest<RequestWithActor>();

    let actor: Actor | undefined;
    try {
      const resolved = await this.sessions.resolve(request.cookies?.[SESSION_COOKIE]);
      actor = resolved?.actor;
      request.sessionId = resolved?.sessionId;
    } catch (error) {
      if (isPublic && error instanceof DomainError) return true;
      throw error;
    }
    if (actor) request.actor = actor;
    if (isPublic) return true;
    if (!actor) throw IdentityErrors.notSignedIn();

    const roles = this.reflector.getAllAndOverride<Actor['type'][]>(ROLES, targets);
    if (roles && !roles.includes(actor.type)) throw IdentityErrors.wrongRole();
    const allowUnverified =
      this.reflector.getAllAndOverride<boolean>(ALLOW_UNVERIFIED, targets) ?? false;
    const requireVerifiedEmail =
      this.reflector.getAllAndOverride<boolean>(REQUIRE_VERIFIED_EMAIL, targets) ?? false;
    const refusal = accessRefusal(actor, { allowUnverified, requireVerifiedEmail });
    if (refusal) throw refusal;
    return true;
  }
}
