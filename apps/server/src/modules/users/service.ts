import type { User } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';

import { findUserWithPlan, toUserView } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { credits, plans, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireOwnUpload } from '../../lib/uploads.ts';

import { issueCode } from './codes.ts';

export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';
export const BLOCKED = 'Your account has been blocked.';
export const EMAIL_IN_USE = 'Another account already uses this email.';

/** Whether an error is PostgreSQL's unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates a user on the free plan with a credits row holding the free limits.
 * @throws AppError CONFLICT when the email is taken.
 */
export async function insertUser(db: Executor, input: { name: string; email: string; admin: boolean }) {
  const [free] = await db.select().from(plans).where(eq(plans.name, 'free'));
  if (!free) throw new Error('the free plan is missing: was the database seeded?');
  try {
    const [user] = await db
      .insert(users)
      .values({ name: input.name, email: input.email, admin: input.admin, planId: free.id })
      .returning();
    if (!user) throw new Error('insert returned no user');
    await db.insert(credits).values({
      userId: user.id,
      publicPage: free.publicPageLimit,
      pageCreation: free.pageCreationLimit,
    });
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }
}

/** POST /users/sign-up. @throws AppError CONFLICT when the email is taken, RATE_LIMITED. */
export async function signUp(ctx: AppContext, input: { name: string; email: string }, ip: string) {
  const user = await ctx.db.transaction((tx) => insertUser(tx, { ...input, admin: false }));
  return issueCode(ctx, { purpose: 'sign-up', userId: user.id, name: user.name, to: user.email }, ip);
}

/** POST /users/sign-in. @throws AppError NOT_FOUND (no such email), BLOCKED, RATE_LIMITED. */
export async function signIn(ctx: AppContext, input: { email: string }, ip: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  if (!user) throw new AppError('NOT_FOUND', 'No account uses this email. Sign up first.');
  if (user.blocked) throw new AppError('BLOCKED', BLOCKED);
  return issueCode(ctx, { purpose: 'sign-in', userId: user.id, name: user.name, to: user.email }, ip);
}

/**
 * Updates the name, email and photo of user `userId` at once: PATCH /users/:id/update (an
 * admin may set a user's email directly) and the name and photo of PATCH /users/update (whose
 * email waits for a code: email-change.ts). A photo must be an upload of `uploaderId` (the
 * user, or the admin editing them), or null to remove it.
 * @throws AppError NOT_FOUND (no such user), CONFLICT (email taken), INVALID_INPUT (photo).
 */
export async function updateUserById(
  ctx: AppContext,
  who: { userId: string; uploaderId: string },
  input: { name?: string; email?: string; photo?: string | null },
): Promise<User> {
  if (typeof input.photo === 'string') {
    const upload = await requireOwnUpload(ctx.db, who.uploaderId, input.photo, 'photo');
    input = { ...input, photo: ctx.storage.url(upload.key) };
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined) changes.email = input.email;
  if (input.photo !== undefined) changes.photo = input.photo;
  try {
    if (Object.keys(changes).length > 0)
      await ctx.db.update(users).set(changes).where(eq(users.id, who.userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_IN_USE);
    throw error;
  }
  const found = await findUserWithPlan(ctx.db, who.userId);
  if (!found) throw new AppError('NOT_FOUND', 'No user found');
  return toUserView(ctx.db, found);
}
