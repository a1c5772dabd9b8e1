import { createHash, timingSafeEqual } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { MetricsConfig } from '#config/metrics.config.js';
import type { DomainError } from '#shared/domain/domain-error.js';
import { toErrorBody } from '../http/error-filter.js';
import { isLoopbackAddress } from '@tradiehub/codebase-ids';
import { AppMetrics } from './app-metrics.js';
import { MetricsErrors } from './metrics-errors.js';

const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Who may read the metrics: with a token, whoever sends it as a Bearer token (compared in
 * constant time); without one (development only, production requires it), this machine.
 */
export function metricsRefusal(
  config: Pick<MetricsConfig, 'token'>,
  authorization: string | undefined,
  peer: string | undefined,
): DomainError | null {
  if (config.token === undefined)
    return isLoopbackAddress(peer) ? null : MetricsErrors.notLoopback();
  const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(config.token)) ? null : MetricsErrors.tokenRequired();
}

/** The route template a request matched (`/api/jobs/:id`), never its raw URL (unbounded labels). */
function routeOf(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  if (typeof route?.path === 'string') return `${req.baseUrl}${route.path}`;
  return req.path.startsWith('/api') ? 'unmatched' : 'static';
}

/**
 * Times every request and serves `GET /metrics` in Prometheus' text format. Installed first, so
 * the timing covers the whole answer; a no-op when METRICS_ENABLED=false.
 */
export function installMetrics(app: NestExpressApplication, config: MetricsConfig): void {
  if (!config.enabled) return;
  const metrics = app.get(AppMetrics, { strict: false });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(req.method, routeOf(req), res.statusCode, seconds);
    });
    next();
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get(METRICS_PATH, (req: Request, res: Response, next: NextFunction) => {
      const refusal = metricsRefusal(config, req.headers.authorization, req.socket.remoteAddress);
      if (refusal) {
        const body = toErrorBody(refusal);
        if (body.statusCode === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(body.statusCode).json(body);
        return;
      }
      metrics.registry
        .metrics()
        .then((text) => {
          res.setHeader('Content-Type', metrics.registry.contentType);
          res.setHeader('Cache-Control', 'no-store');
          res.send(text);
        })
        .catch(next);
    });
}
