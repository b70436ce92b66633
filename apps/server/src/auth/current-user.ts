import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';

import { verifyAccessToken } from './tokens.ts';
import { findUserWithPlan, type UserWithPlan } from './user-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_SIGNED_IN = 'Please sign in to continue.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The signed-in user of a request, or null when no token is sent.
 * @throws AppError UNAUTHORIZED when a token is sent but is invalid, expired, revoked
 *   (token version changed) or its user is blocked or gone.
 */
export async function optionalUser(ctx: AppContext, request: FastifyRequest): Promise<UserWithPlan | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifyAccessToken(ctx.appSecret, token);
  if (!claims) throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
  const found = UUID.test(claims.userId) ? await findUserWithPlan(ctx.db, claims.userId) : null;
  if (!found || found.user.tokenVersion !== claims.tokenVersion) {
    throw new AppError('UNAUTHORIZED', 'Your session has expired. Please sign in again.');
  }
  if (found.user.blocked) throw new AppError('UNAUTHORIZED', 'Your account has been blocked.');
  return found;
}

/** The signed-in user. @throws AppError UNAUTHORIZED when there is none. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserWithPlan> {
  const found = await optionalUser(ctx, request);
  if (!found) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  return found;
}
