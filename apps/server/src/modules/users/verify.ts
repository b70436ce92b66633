import type { Session } from '@huebook/shared/schemas/user';

import { signAccessToken } from '../../auth/tokens.ts';
import { findUserWithPlan, toUserView } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

import { checkCode, spendCode } from './codes.ts';
import { completeFirstAdmin } from './first-admin.ts';
import { BLOCKED } from './service.ts';

/**
 * POST /users/verify: checks the code of a verification token (sign-up, sign-in or first-run
 * setup) and signs the user in; a setup code creates the admin first (first-admin.ts). Each
 * code allows 5 tries, and wrong tries are capped per account and per address (codes.ts).
 * @throws AppError INVALID_INPUT (wrong, expired, used, replaced, too many tries), BLOCKED,
 *   RATE_LIMITED (locked out), FORBIDDEN or CONFLICT (setup: an admin or the email exists).
 */
export async function verify(
  ctx: AppContext,
  input: { token: string; code: string; ip: string },
): Promise<Session> {
  const code = await checkCode(ctx, input, (row) => row.purpose !== 'email-change');
  let userId = code.userId;
  if (userId) await spendCode(ctx.db, code.id);
  else userId = await completeFirstAdmin(ctx, code);
  const found = await findUserWithPlan(ctx.db, userId);
  if (!found) throw new AppError('INVALID_INPUT', 'This sign-in link is not valid. Request a new code.');
  if (found.user.blocked) throw new AppError('BLOCKED', BLOCKED);
  const token = await signAccessToken(ctx.appSecret, found.user.id, found.user.tokenVersion);
  return { token, user: await toUserView(ctx.db, found) };
}
