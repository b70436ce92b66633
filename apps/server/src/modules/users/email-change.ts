/**
 * A user's own email changes only once a code mailed to the new address is confirmed: PATCH
 * /users/update applies the name and photo at once and mails the code, POST
 * /users/email/confirm applies the email. (An admin editing a user sets the email directly.)
 */
import type { UserUpdateResult } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';

import { findUserWithPlan, toUserView, type UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import { checkCode, issueCode, spendCode } from './codes.ts';
import { EMAIL_IN_USE, isUniqueViolation, updateUserById } from './service.ts';

/**
 * PATCH /users/update: name and photo now; a new email gets a code and `emailChange` (the
 * verification token and the address) in the answer, and stays unchanged until confirmed.
 * @throws AppError CONFLICT (email taken), INVALID_INPUT (photo), RATE_LIMITED (locked out).
 */
export async function updateOwnAccount(
  ctx: AppContext,
  me: UserWithPlan,
  input: { name?: string; email?: string; photo?: string | null },
  ip: string,
): Promise<UserUpdateResult> {
  const { email, ...now } = input;
  const isNewEmail = email !== undefined && email !== me.user.email;
  if (isNewEmail) {
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) throw new AppError('CONFLICT', EMAIL_IN_USE);
  }
  const user = await updateUserById(ctx, { userId: me.user.id, uploaderId: me.user.id }, now);
  if (!isNewEmail) return { updated: true, user };
  const { token } = await issueCode(
    ctx,
    { purpose: 'email-change', userId: me.user.id, name: user.name, to: email },
    ip,
  );
  return { updated: true, user, emailChange: { token, email } };
}

/**
 * POST /users/email/confirm: the code mailed to the new address applies the email change of
 * the signed-in user.
 * @throws AppError INVALID_INPUT (not this user's change, wrong, expired, used, replaced),
 *   RATE_LIMITED (locked out), CONFLICT (the email was taken meanwhile).
 */
export async function confirmEmailChange(
  ctx: AppContext,
  me: UserWithPlan,
  input: { token: string; code: string; ip: string },
): Promise<UserUpdateResult> {
  const code = await checkCode(
    ctx,
    input,
    (row) => row.purpose === 'email-change' && row.userId === me.user.id,
    'This code is not valid. Change your email again.',
  );
  const email = code.email;
  if (!email) throw new Error(`email-change code ${code.id} has no email`);
  await ctx.db.transaction(async (tx) => {
    await spendCode(tx, code.id);
    try {
      await tx.update(users).set({ email }).where(eq(users.id, me.user.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_IN_USE);
      throw error;
    }
  });
  const found = await findUserWithPlan(ctx.db, me.user.id);
  if (!found) throw new AppError('NOT_FOUND', 'No user found');
  return { updated: true, user: await toUserView(ctx.db, found) };
}
