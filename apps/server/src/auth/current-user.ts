import { isUuid } from '@huebook/shared/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { plans, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isPlanDue, settlePlan } from '../lib/credits.ts';

import { verifyAccessToken, type AccessClaims } from './tokens.ts';
import { findUserWithPlan, type UserWithPlan } from './user-view.ts';

const NOT_SIGNED_IN = 'Please sign in to continue.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const buildUserLookup = (db: Db) =>
  db
    .select({ user: users, plan: plans, isPlanDue: isPlanDue() })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('current_user');

const userLookups = new WeakMap<Db, ReturnType<typeof buildUserLookup>>();

/**
 * The signed-in user and plan by id: findUserWithPlan's query, prepared, so a request pays one
 * primary-key lookup on a plan PostgreSQL keeps per connection (the page list checks the
 * session inside its own statement instead: pages/list.ts). Not cached in process: a blocked
 * user or a revoked token (token_version) is refused on the very next request, on every
 * instance, and a plan change by a webhook shows at once.
 */
export async function findSignedInUser(db: Db, userId: string): Promise<UserWithPlan | null> {
  let lookup = userLookups.get(db);
  if (!lookup) userLookups.set(db, (lookup = buildUserLookup(db)));
  const [row] = await lookup.execute({ id: userId });
  if (!row?.isPlanDue) return row ? { user: row.user, plan: row.plan } : null;
  // The paid period ended (or renews, in test mode): settle it and read the user again.
  await db.transaction((tx) => settlePlan(tx, userId));
  return findUserWithPlan(db, userId);
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * The verified claims of the request's bearer token, or null when no token is sent.
 * @throws AppError UNAUTHORIZED when a token is sent but is malformed, badly signed or expired.
 */
export async function optionalClaims(ctx: AppContext, request: FastifyRequest): Promise<AccessClaims | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifyAccessToken(ctx.appSecret, token);
  if (!claims || !isUuid(claims.userId)) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
  return claims;
}

/** The verified claims of the request's bearer token. @throws AppError UNAUTHORIZED without one. */
export async function requireClaims(ctx: AppContext, request: FastifyRequest): Promise<AccessClaims> {
  const claims = await optionalClaims(ctx, request);
  if (!claims) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  return claims;
}

/** What decides whether a token's session still holds: its user's token version and block. */
export interface SessionState {
  tokenVersion: number;
  blocked: boolean;
}

/**
 * Checks a token's claims against its user as stored now (null: the user is gone). A blocked
 * user hears so before anything else: blocking also bumps the token version, and "session
 * expired" would send them to sign in again for nothing.
 * @throws AppError BLOCKED when the user is blocked; UNAUTHORIZED when the user is gone or the
 *   token was revoked (token_version moved on).
 */
export function assertSession(claims: AccessClaims, user: SessionState | null): void {
  if (user?.blocked) throw new AppError('BLOCKED', 'Your account has been blocked.');
  if (!user || user.tokenVersion !== claims.tokenVersion) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED);
}

/**
 * The signed-in user of a request, or null when no token is sent.
 * @throws AppError UNAUTHORIZED when a token is sent but is invalid, expired, revoked
 *   (token version changed) or its user is gone; BLOCKED when its user is blocked.
 */
export async function optionalUser(ctx: AppContext, request: FastifyRequest): Promise<UserWithPlan | null> {
  const claims = await optionalClaims(ctx, request);
  if (!claims) return null;
  const found = await findSignedInUser(ctx.db, claims.userId);
  assertSession(claims, found?.user ?? null);
  return found;
}

/** The signed-in user. @throws AppError UNAUTHORIZED when there is none. */
export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<UserWithPlan> {
  const found = await optionalUser(ctx, request);
  if (!found) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  return found;
}
