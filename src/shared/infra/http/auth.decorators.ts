import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '#shared/domain/actor.js';

export const IS_PUBLIC = 'auth:public';
export const ROLES = 'auth:roles';
export const ALLOW_UNVERIFIED = 'auth:allow-unverified';
export const SKIP_CSRF = 'auth:skip-csrf';
export const REQUIRE_VERIFIED_EMAIL = 'auth:require-verified-email';

export type PublicAccess = 'anonymous' | 'with-actor';

/**
 * Open to anonymous visitors. By default the session is not even read (no database lookup on
 * hot public routes such as assets and listings); `'with-actor'` attaches a signed-in actor
 * when there is one, for routes that record who sent something.
 */
export const Public = (access: PublicAccess = 'anonymous') => SetMetadata(IS_PUBLIC, access);

/** Only these user types; without it any signed-in user passes. */
export const Roles = (...roles: Actor['type'][]) => SetMetadata(ROLES, roles);

/**
 * Lets a tradie who is still pending (or rejected) through. By default tradie routes need an
 * approved tradie.
 */
export const AllowUnverified = () => SetMetadata(ALLOW_UNVERIFIED, true);

/** Only for accounts whose email is verified (else 403 AUTH.EMAIL_NOT_VERIFIED). */
export const RequireVerifiedEmail = () => SetMetadata(REQUIRE_VERIFIED_EMAIL, true);

/**
 * For provider webhooks, which are verified by signature instead of the CSRF token.
 * @public (the payments webhook uses it)
 */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);

/** `sessionId` is the signed-in request's login session (set with the actor). */
export type RequestWithActor = Request & { actor?: Actor; sessionId?: string };

/** The signed-in actor; undefined on public routes for anonymous visitors. */
export const CurrentActor = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Actor | undefined =>
    ctx.switchToHttp().getRequest<RequestWithActor>().actor,
);
