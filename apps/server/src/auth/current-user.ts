import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { plans, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';

import { verifyAccessToken } from './tokens.ts';
import type { UserWithPlan } from './user-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_SIGNED_IN = 'Please sign in to continue.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const buildUserLookup = (db: Db) =>
  db
    .select({ user: users, plan: plans })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('current_user');

const userLookups = new WeakMap<Db, ReturnType<typeof buildUserLookup>>();

/**
 * The signed-in user and plan by id: findUserWithPlan's query, prepared, so every request pays
 * one primary-key lookup on a plan PostgreSQL keeps per connection. Not cached in process: a
 * blocked user or a revoked token (token_version) is refused on the very next request, on
 * every instance, and a plan change by a webhook shows at once.
 */
async function findSignedInUser(db: Db, userId: string): Promise<UserWithPlan | null> {
  let lookup = userLookups.get(db);
  if (!lookup) userLookups.set(db, (lookup = buildUserLookup(db)));
  const [row] = await lookup.execute({ id: userId });
  return row ?? null;
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
  const found = UUID.test(claims.userId) ? await findSignedInUser(ctx.db, claims.userId) : null;
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
