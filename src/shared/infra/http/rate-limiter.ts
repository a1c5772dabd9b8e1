import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  Logger,
  SetMetadata,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Response } from 'express';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { AppConfig } from '#config/app-config.js';
import { RedisConnection } from '../redis/redis-connection.js';
import type { RequestWithActor } from './auth.decorators.js';
import { HttpErrors } from './http-errors.js';
import {
  limitKey,
  type RateLimitName,
  type RatePolicy,
  ratePolicies,
  type Requester,
} from './rate-limits.js';

/**
 * Counts requests per policy: in Redis when REDIS_URL is set, so every instance shares one
 * count, else in this process. A Redis that is away falls back to the in-memory count of
 * each instance (rate-limiter-flexible's insurance limiter); the Redis connection logs that.
 */
@Injectable()
export class RateLimits {
  private readonly logger = new Logger('RateLimits');
  private readonly policies: Record<RateLimitName, RatePolicy>;
  private readonly limiters = new Map<RateLimitName, RateLimiterAbstract>();

  constructor(
    config: ConfigService<AppConfig, true>,
    private readonly redis: RedisConnection,
  ) {
    this.policies = ratePolicies(config.get('rateLimit', { infer: true }));
  }

  /** Counts one request; RateLimitedError (429, with when to retry) when over the limit. */
  async consume(name: RateLimitName, who: Requester): Promise<void> {
    const policy = this.policies[name];
    try {
      await this.limiter(name, policy).consume(limitKey(policy, who));
    } catch (outcome) {
      if (!(outcome instanceof RateLimiterRes)) {
        // Neither store answered: let the request through rather than lock everyone out.
        this.logger.warn(`Rate limit ${name} not checked: ${String(outcome)}`);
        return;
      }
      const seconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw policy.code === 'AUTH.RATE_LIMITED'
        ? HttpErrors.rateLimited(seconds)
        : HttpErrors.tooManyRequests(seconds);
    }
  }

  private limiter(name: RateLimitName, policy: RatePolicy): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (limiter) return limiter;
    const options = { points: policy.points, duration: policy.windowSeconds };
    const memory = new RateLimiterMemory({ ...options, keyPrefix: name });
    const client = this.redis.raw;
    limiter = client
      ? new RateLimiterRedis({
          ...options,
          storeClient: client,
          useRedisPackage: true,
          // While Redis reconnects, count in memory at once instead of failing each request.
          rejectIfRedisNotReady: true,
          keyPrefix: `tradiehub:rl:${name}`,
          insuranceLimiter: memory,
        })
      : memory;
    this.limiters.set(name, limiter);
    return limiter;
  }
}

const RATE_LIMIT = 'rate-limit';

/** Counts the route's requests under the named policy (see rate-limits.ts). */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

/** The policy a route handler is counted under, if any. */
export function rateLimitOf(handler: object): RateLimitName | undefined {
  return Reflect.getMetadata(RATE_LIMIT, handler) as RateLimitName | undefined;
}

/**
 * Global, after the session guard (so a signed-in account is known and counted by its id):
 * routes marked @RateLimit answer 429 with Retry-After once over their limit.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(private readonly limits: RateLimits) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const name = rateLimitOf(context.getHandler());
    if (!name) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<RequestWithActor>();
    try {
      await this.limits.consume(name, {
        accountId: request.actor?.id,
        ip: request.ip,
        email: (request.body as { email?: unknown } | undefined)?.email,
      });
    } catch (error) {
      const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof seconds === 'number') {
        http.getResponse<Response>().setHeader('Retry-After', String(seconds));
      }
      throw error;
    }
    return true;
  }
}
