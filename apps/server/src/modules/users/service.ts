import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '@huebook/shared/constants';
import type { Session, User } from '@huebook/shared/schemas/user';
import { and, eq, sql } from 'drizzle-orm';

import { generateCode, hashCode, sameHash, signAccessToken } from '../../auth/tokens.ts';
import { findUserWithPlan, toUserView, type UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { credits, oneTimeCodes, plans, users, type OTP_PURPOSES } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireOwnUpload } from '../../lib/uploads.ts';

type Purpose = (typeof OTP_PURPOSES)[number];

const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';

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

const SUBJECT: Record<Purpose, string> = {
  'sign-up': 'Welcome to Huebook',
  'sign-in': 'Sign in to Huebook',
  admin: 'Set up your Huebook admin account',
  'email-change': 'Confirm your new Huebook email',
};

/** Stores a new hashed code for the user, mails it, and returns the verification token. */
async function issueCode(
  ctx: AppContext,
  user: { id: string; email: string; name: string },
  purpose: Purpose,
) {
  const code = generateCode();
  const [row] = await ctx.db
    .insert(oneTimeCodes)
    .values({ userId: user.id, purpose, codeHash: 'pending', expiresAt: new Date(Date.now() + OTP_TTL_MS) })
    .returning({ id: oneTimeCodes.id });
  if (!row) throw new Error('insert returned no code');
  await ctx.db
    .update(oneTimeCodes)
    .set({ codeHash: hashCode(ctx.appSecret, row.id, code) })
    .where(eq(oneTimeCodes.id, row.id));
  const link = `${ctx.config.publicUrl}/verify/${row.id}`;
  const minutes = OTP_TTL_MS / 60_000;
  await ctx.mailer.send({
    to: user.email,
    subject: `Your Huebook code is ${code}`,
    text: `Hi ${user.name},\n\n${SUBJECT[purpose]}: enter this code within ${minutes} minutes:\n\n    ${code}\n\nor open ${link}\n\nIf you did not ask for it, ignore this email.\n`,
    html: `<p>Hi ${escapeHtml(user.name)},</p><p>${SUBJECT[purpose]}: enter this code within ${minutes} minutes:</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p><p>or open <a href="${link}">${link}</a></p><p>If you did not ask for it, ignore this email.</p>`,
  });
  if (ctx.mailer.mode === 'outbox') {
    // No mail server configured: the log is where a local user finds the code.
    ctx.log.info({ to: user.email, purpose }, `one-time code for ${user.email}: ${code}`);
  }
  return { token: row.id };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** POST /users/sign-up. @throws AppError CONFLICT when the email is taken. */
export async function signUp(ctx: AppContext, input: { name: string; email: string }) {
  const user = await ctx.db.transaction((tx) => insertUser(tx, { ...input, admin: false }));
  return issueCode(ctx, user, 'sign-up');
}

/** POST /users/sign-in. @throws AppError NOT_FOUND (no such email), BLOCKED. */
export async function signIn(ctx: AppContext, input: { email: string }) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
  if (!user) throw new AppError('NOT_FOUND', 'No account uses this email. Sign up first.');
  if (user.blocked) throw new AppError('BLOCKED', 'Your account has been blocked.');
  return issueCode(ctx, user, 'sign-in');
}

/**
 * POST /users/admin/create: first-run setup, only while no admin exists. The check and the
 * insert share a transaction-level advisory lock so two setups cannot both win.
 * @throws AppError FORBIDDEN once an admin exists, CONFLICT when the email is taken.
 */
export async function createFirstAdmin(ctx: AppContext, input: { name: string; email: string }) {
  const user = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('huebook:first-admin'))`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.admin, true)).limit(1);
    if (existing) throw new AppError('FORBIDDEN', 'An admin already exists. Sign in instead.');
    return insertUser(tx, { ...input, admin: true });
  });
  return issueCode(ctx, user, 'admin');
}

const REQUEST_NEW = 'Request a new code.';

/**
 * POST /users/verify: checks the code of a verification token and signs the user in.
 * Every try counts; the 6th try, an expired or used code all fail with a clear message.
 * @throws AppError INVALID_INPUT (wrong, expired, used, too many tries), BLOCKED.
 */
export async function verify(ctx: AppContext, input: { token: string; code: string }): Promise<Session> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(input.token);
  const [row] = isUuid
    ? await ctx.db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, input.token))
        .returning()
    : [];
  if (!row) throw new AppError('INVALID_INPUT', `This sign-in link is not valid. ${REQUEST_NEW}`);
  if (row.usedAt) throw new AppError('INVALID_INPUT', `This code has already been used. ${REQUEST_NEW}`);
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError('INVALID_INPUT', `This code has expired. ${REQUEST_NEW}`);
  if (row.attempts > OTP_MAX_ATTEMPTS) {
    throw new AppError('INVALID_INPUT', `Too many wrong codes. ${REQUEST_NEW}`);
  }
  if (!sameHash(row.codeHash, hashCode(ctx.appSecret, row.id, input.code))) {
    const left = OTP_MAX_ATTEMPTS - row.attempts;
    throw new AppError(
      'INVALID_INPUT',
      left > 0 ? `Wrong code. ${left} ${left === 1 ? 'try' : 'tries'} left.` : `Wrong code. ${REQUEST_NEW}`,
      [{ path: 'code', message: 'Wrong code' }],
    );
  }
  const [used] = await ctx.db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, row.id), sql`${oneTimeCodes.usedAt} IS NULL`))
    .returning({ id: oneTimeCodes.id });
  if (!used) throw new AppError('INVALID_INPUT', `This code has already been used. ${REQUEST_NEW}`);
  const found = row.userId ? await findUserWithPlan(ctx.db, row.userId) : null;
  if (!found) throw new AppError('INVALID_INPUT', `This sign-in link is not valid. ${REQUEST_NEW}`);
  if (found.user.blocked) throw new AppError('BLOCKED', 'Your account has been blocked.');
  const token = await signAccessToken(ctx.appSecret, found.user.id, found.user.tokenVersion);
  return { token, user: await toUserView(ctx.db, found) };
}

/**
 * PATCH /users/update: name, email, photo. A photo must be an upload of this user (or null).
 * @throws AppError CONFLICT (email taken), INVALID_INPUT (photo not the user's upload).
 */
export async function updateUser(
  ctx: AppContext,
  me: UserWithPlan,
  input: { name?: string; email?: string; photo?: string | null },
): Promise<User> {
  return updateUserById(ctx, { userId: me.user.id, uploaderId: me.user.id }, input);
}

/**
 * Updates the name, email and photo of user `userId`. A photo must be an upload of
 * `uploaderId` (the user, or the admin editing them), or null to remove it.
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
    await ctx.db.update(users).set(changes).where(eq(users.id, who.userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Another account already uses this email.');
    throw error;
  }
  const found = await findUserWithPlan(ctx.db, who.userId);
  if (!found) throw new AppError('NOT_FOUND', 'No user found');
  return toUserView(ctx.db, found);
}
