/**
 * First-run setup (DESIGN.md "Auth"): POST /users/admin/create mails a code to the would-be
 * admin and keeps their name and email with the code; the admin is created only when the code
 * is confirmed (verify.ts), so a wrong code or an abandoned setup leaves setup open. The check
 * that no admin exists and the insert share a transaction-level advisory lock, so two setups
 * confirmed at once cannot both win.
 */
import type { Verification } from '@huebook/shared/schemas/user';
import { eq, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import { issueCode, spendCode, type CodeRow } from './codes.ts';
import { EMAIL_TAKEN, insertUser } from './service.ts';

/** @throws AppError FORBIDDEN once an admin exists. */
async function assertNoAdmin(db: Executor): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.admin, true)).limit(1);
  if (admin) throw new AppError('FORBIDDEN', 'An admin already exists. Sign in instead.');
}

/**
 * POST /users/admin/create: mails the setup code, only while no admin exists.
 * @throws AppError FORBIDDEN once an admin exists, CONFLICT when the email is taken, RATE_LIMITED.
 */
export async function createFirstAdmin(
  ctx: AppContext,
  input: { name: string; email: string },
  ip: string,
): Promise<Verification> {
  await assertNoAdmin(ctx.db);
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN);
  return issueCode(ctx, { purpose: 'admin', userId: null, name: input.name, to: input.email }, ip);
}

/**
 * Creates the admin of a confirmed setup code and spends the code, in one transaction; the id
 * of the new admin.
 * @throws AppError FORBIDDEN when an admin was created meanwhile, CONFLICT when the email was
 *   taken meanwhile, INVALID_INPUT when the code was used meanwhile.
 */
export async function completeFirstAdmin(ctx: AppContext, code: CodeRow): Promise<string> {
  const { name, email } = code;
  if (!name || !email) throw new Error(`setup code ${code.id} has no name or email`);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('huebook:first-admin'))`);
    await assertNoAdmin(tx);
    await spendCode(tx, code.id);
    const admin = await insertUser(tx, { name, email, admin: true });
    return admin.id;
  });
}
