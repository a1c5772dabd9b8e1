import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ALLOW_UNVERIFIED,
  IS_PUBLIC,
  type RequestWithActor,
} from '#shared/infra/http/auth.decorators.js';
import { IdDocumentsService } from '../domain/id-documents.service.js';

/**
 * Global, after identity's session guard: an approved tradie past their grace deadline
 * without an identity document gets 403 IDDOCS.REQUIRED on tradie-only routes; the
 * routes open to unverified tradies (their account, the upload) stay open.
 */
@Injectable()
export class IdDocumentAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly documents: IdDocumentsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride(IS_PUBLIC, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ALLOW_UNVERIFIED, targets)) return true;
    const actor = context.switchToHttp().getRequest<RequestWithActor>().actor;
    if (actor) await this.documents.assertTradieAccess(actor);
    return true;
  }
}
