import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

import { optionalClaims } from '../auth/current-user.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * Who a per-user limit counts a request against: `user:<id>` of a validly signed bearer token,
 * else `ip:<address>` (visitors, and callers whose token is bad: the route answers them 401).
 * Never the raw Authorization header, which a caller can vary at will (`Bearer  <token>`, a
 * second token of the same account) to get a fresh allowance each time. Only the signature
 * is checked here (cached, auth/tokens.ts); the route still loads the user.
 */
export async function rateLimitKey(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const claims = await optionalClaims(ctx, request).catch(() => null);
  return claims ? `user:${claims.userId}` : `ip:${request.ip}`;
}

/**
 * Route options for a per-user limit of `max` calls per `timeWindow` (@fastify/rate-limit,
 * keyed by {@link rateLimitKey}); `max` 0 turns it off. Past the limit the call answers 429
 * RATE_LIMITED with `message(after)` (`after` in words, e.g. "10 minutes"), by default
 * "Too many requests. Try again in {after}.".
 */
export function perUserRateLimit(
  ctx: AppContext,
  options: { max: number; timeWindow: string | number; message?: (after: string) => string },
): { config?: { rateLimit: RateLimitOptions } } {
  if (options.max <= 0) return {};
  const { message } = options;
  return {
    config: {
      rateLimit: {
        max: options.max,
        timeWindow: options.timeWindow,
        keyGenerator: (request) => rateLimitKey(ctx, request),
        ...(message
          ? {
              errorResponseBuilder: (_request, context) =>
                new AppError('RATE_LIMITED', message(context.after)),
            }
          : {}),
      },
    },
  };
}
