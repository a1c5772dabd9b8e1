import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request } from 'express';
import type { AppConfig } from '#config/app-config.js';
import { isLoopbackAddress } from '@tradiehub/codebase-ids';
import { CanvasErrors } from '../domain/canvas-errors.js';
import { WriteBackSecret } from '../domain/ports.js';

const EDITOR_SECRET_HEADER = 'x-editor-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Source changes come only from the developer's own editor, on this machine: the peer must be
 * loopback (the socket's address, not a header), the browser's Origin header must be
 * EDITOR_ORIGIN exactly, and X-Editor-Secret must carry this run's secret (which only the
 * editor page served by the local Vite server receives).
 */
@Injectable()
export class EditorOriginGuard implements CanActivate {
  private readonly origin: string | undefined;

  constructor(
    config: ConfigService<AppConfig, true>,
    private readonly secret: WriteBackSecret,
  ) {
    const configured = config.get('editor', { infer: true }).origin;
    this.origin = configured ? new URL(configured).origin : undefined;
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!isLoopbackAddress(req.socket.remoteAddress)) throw CanvasErrors.notLoopback();
    if (!this.origin || req.headers.origin !== this.origin) {
      throw CanvasErrors.foreignOrigin(this.origin);
    }
    const sent = req.headers[EDITOR_SECRET_HEADER];
    const matches =
      typeof sent === 'string' && timingSafeEqual(digest(sent), digest(this.secret.value));
    if (!matches) throw CanvasErrors.writeBackSecret();
    return true;
  }
}
