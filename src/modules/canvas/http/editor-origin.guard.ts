import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request } from 'express';
import type { AppConfig } from '#config/app-config.js';
import { CanvasErrors } from '../domain/canvas-errors.js';

/**
 * Source changes come only from the outer editor: the browser's Origin header must be
 * EDITOR_ORIGIN exactly (a request without one, from curl or another site, is refused).
 */
@Injectable()
export class EditorOriginGuard implements CanActivate {
  private readonly origin: string | undefined;

  constructor(config: ConfigService<AppConfig, true>) {
    const configured = config.get('editor', { infer: true }).origin;
    this.origin = configured ? new URL(configured).origin : undefined;
  }

  canActivate(context: ExecutionContext): boolean {
    const origin = context.switchToHttp().getRequest<Request>().headers.origin;
    if (!this.origin || origin !== this.origin) throw CanvasErrors.foreignOrigin(this.origin);
    return true;
  }
}
