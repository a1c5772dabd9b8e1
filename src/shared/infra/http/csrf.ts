import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { AppConfig } from '#config/app-config.js';
import { SKIP_CSRF } from './auth.decorators.js';
import { baseCookieOptions } from './cookie-options.js';
import { HttpErrors } from './http-errors.js';

const CSRF_COOKIE = 'csrf_token';
const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const WELL_FORMED = /^[A-Za-z0-9_-]{32,}$/;

/** Issues the double-submit token: keeps a well-formed cookie, else sets a fresh one. */
@Injectable()
export class CsrfTokens {
  private readonly secureCookies: boolean;

  constructor(config: ConfigService<AppConfig, true>) {
    this.secureCookies = config.get('session', { infer: true }).secureCookies;
  }

  issue(req: Request, res: Response): string {
    const existing: unknown = req.cookies?.[CSRF_COOKIE];
    const token =
      typeof existing === 'string' && WELL_FORMED.test(existing)
        ? existing
        : randomBytes(32).toString('base64url');
    res.cookie(CSRF_COOKIE, token, baseCookieOptions(this.secureCookies));
    return token;
  }
}

/** Double-submit check: every mutation sends X-CSRF-Token equal to the csrf_token cookie. */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_CSRF, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skip) return true;
    const cookie: unknown = request.cookies?.[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (typeof cookie !== 'string' || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw HttpErrors.csrf();
    }
    return true;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length >= 16 && left.length === right.length && timingSafeEqual(left, right);
}
