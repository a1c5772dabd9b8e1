import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { Clock } from '#shared/domain/clock.js';
import {
  MaintenanceMode,
  passesDuringMaintenance,
  retryAfterSeconds,
} from '#shared/domain/maintenance.js';
import type { RequestWithActor } from '#shared/infra/http/auth.decorators.js';
import { SESSION_COOKIE } from '#shared/infra/http/cookie-options.js';
import { SessionResolver } from '#modules/identity/domain/session-resolver.js';
import { AdminErrors } from '../domain/admin-errors.js';

/**
 * Global, after the session guard (so a signed-in admin is known): while maintenance is on,
 * the API answers 503 with Retry-After except health, auth, the admin area and admins.
 * Public routes skip the session guard, so there the session is read here, and only while
 * maintenance is on (admins keep seeing the public pages they are fixing).
 */
@Injectable()
export class MaintenanceGuard implements CanActivate {
  constructor(
    private readonly maintenance: MaintenanceMode,
    private readonly clock: Clock,
    private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const state = await this.maintenance.current();
    if (!state.enabled) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<RequestWithActor>();
    const path = request.originalUrl ?? request.url;
    if (passesDuringMaintenance(path, request.actor?.type)) return true;
    if (!request.actor && passesDuringMaintenance(path, await this.actorType(request))) {
      return true;
    }
    http
      .getResponse<Response>()
      .setHeader('Retry-After', String(retryAfterSeconds(state, this.clock.now())));
    throw AdminErrors.maintenance(state.message);
  }

  /** The signed-in user's type on a public route; an invalid session is simply no session. */
  private async actorType(request: RequestWithActor) {
    try {
      return (await this.sessions.actorFor(request.cookies?.[SESSION_COOKIE]))?.type;
    } catch {
      return undefined;
    }
  }
}
