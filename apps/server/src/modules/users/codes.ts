/**
 * One-time codes (DESIGN.md "Auth", "One-time codes"): one live code per account, a new one
 * voids the older ones; 5 tries per code, and wrong tries capped per account across codes and
 * per client address (code-failures.ts). The row id is the verification token.
 */
import { randomUUID } from 'node:crypto';

import { isUuid } from '@huebook/shared/api/contract';
import { OTP_ACCOUNT_MAX_FAILURES, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '@huebook/shared/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';

import { generateCode, hashCode, sameHash } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { oneTimeCodes, type OTP_PURPOSES } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import { accountOf, assertNotLockedOut, recordFailure } from './code-failures.ts';

export type Purpose = (typeof OTP_PURPOSES)[number];
export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** What a new code is for, and where it goes. */
export interface CodeRequest {
  purpose: Purpose;
  /** The account's user; null for a first-run setup, whose admin is made when it is confirmed. */
  userId: string | null;
  /** Whom the mail greets (for a setup, the pending admin's name, kept with the code). */
  name: string;
  /** Where the code is mailed: the user's email, the new address of an email change, or the pending admin's. */
  to: string;
}

const SUBJECT: Record<Purpose, string> = {
  'sign-up': 'Welcome to Huebook',
  'sign-in': 'Sign in to Huebook',
  admin: 'Set up your Huebook admin account',
  'email-change': 'Confirm your new Huebook email',
};

const REQUEST_NEW = 'Request a new code.';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Voids the live codes of the owner's account, stores a new hashed code and mails it (to
 * `newEmail` for an email change, else to the owner's email); returns the verification token.
 * Refused while the account or the caller's address is locked out.
 * @throws AppError RATE_LIMITED (too many wrong codes lately).
 */
export async function issueCode(
  ctx: AppContext,
  request: CodeRequest,
  ip: string,
): Promise<{ token: string }> {
  const { purpose, userId, name, to } = request;
  const account = accountOf({ userId, email: to });
  await assertNotLockedOut(ctx.db, account, ip);
  const id = randomUUID();
  const code = generateCode();
  await ctx.db.transaction(async (tx) => {
    // Serialises codes of one account, so two requests at once still leave one live code.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`huebook:code:${account}`}))`);
    await tx
      .update(oneTimeCodes)
      .set({ voidedAt: sql`now()` })
      .where(
        and(
          userId
            ? eq(oneTimeCodes.userId, userId)
            : and(isNull(oneTimeCodes.userId), eq(oneTimeCodes.email, to)),
          isNull(oneTimeCodes.usedAt),
          isNull(oneTimeCodes.voidedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      id,
      userId,
      purpose,
      codeHash: hashCode(ctx.appSecret, id, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
      name: userId ? null : name,
      email: userId && purpose !== 'email-change' ? null : to,
    });
  });
  await mailCode(ctx, { to, name, purpose, token: id, code });
  return { token: id };
}

async function mailCode(
  ctx: AppContext,
  mail: { to: string; name: string; purpose: Purpose; token: string; code: string },
): Promise<void> {
  const { to, name, purpose, code } = mail;
  // An email change is confirmed on the account page, where the user is signed in.
  const link = purpose === 'email-change' ? null : `${ctx.config.publicUrl}/verify/${mail.token}`;
  const minutes = OTP_TTL_MS / 60_000;
  await ctx.mailer.send({
    to,
    subject: `Your Huebook code is ${code}`,
    text: `Hi ${name},\n\n${SUBJECT[purpose]}: enter this code within ${minutes} minutes:\n\n    ${code}\n\n${link ? `or open ${link}\n\n` : ''}If you did not ask for it, ignore this email.\n`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>${SUBJECT[purpose]}: enter this code within ${minutes} minutes:</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>${link ? `<p>or open <a href="${link}">${link}</a></p>` : ''}<p>If you did not ask for it, ignore this email.</p>`,
  });
  if (ctx.mailer.mode === 'outbox') {
    // No mail server configured: the log is where a local user finds the code.
    ctx.log.info({ to, purpose }, `one-time code for ${to}: ${code}`);
  }
}

/**
 * Spends one try on the code of verification token `token` and returns its row when the code
 * matches (the caller then marks it used with {@link spendCode}, in the transaction that acts
 * on it). `accepts` says whether this call may redeem the row (its purpose, its user); a row it
 * refuses is "not valid" and costs no try.
 * @throws AppError INVALID_INPUT (unknown, used, replaced, expired, wrong, 5 tries spent),
 *   RATE_LIMITED (the account or the address is locked out).
 */
export async function checkCode(
  ctx: AppContext,
  input: { token: string; code: string; ip: string },
  accepts: (row: CodeRow) => boolean,
  notValid = `This sign-in link is not valid. ${REQUEST_NEW}`,
): Promise<CodeRow> {
  const [row] = isUuid(input.token)
    ? await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, input.token))
    : [];
  if (!row || !accepts(row)) throw new AppError('INVALID_INPUT', notValid);
  if (row.usedAt) throw new AppError('INVALID_INPUT', `This code has already been used. ${REQUEST_NEW}`);
  if (row.voidedAt) {
    throw new AppError('INVALID_INPUT', 'A newer code has been sent. Enter the code from the newest email.');
  }
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('INVALID_INPUT', `This code has expired. ${REQUEST_NEW}`);
  }
  const account = accountOf(row);
  await assertNotLockedOut(ctx.db, account, input.ip);
  const [counted] = await ctx.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt), isNull(oneTimeCodes.voidedAt)))
    .returning({ attempts: oneTimeCodes.attempts });
  if (!counted) throw new AppError('INVALID_INPUT', `This code has already been used. ${REQUEST_NEW}`);
  if (counted.attempts > OTP_MAX_ATTEMPTS) {
    throw new AppError('INVALID_INPUT', `Too many wrong codes. ${REQUEST_NEW}`);
  }
  if (sameHash(row.codeHash, hashCode(ctx.appSecret, row.id, input.code))) return row;

  await recordFailure(ctx.db, account, input.ip);
  // When this wrong code reached a limit, that says when to try again rather than "wrong code".
  const { accountFailures } = await assertNotLockedOut(ctx.db, account, input.ip);
  const left = Math.min(OTP_MAX_ATTEMPTS - counted.attempts, OTP_ACCOUNT_MAX_FAILURES - accountFailures);
  throw new AppError(
    'INVALID_INPUT',
    left > 0 ? `Wrong code. ${left} ${left === 1 ? 'try' : 'tries'} left.` : `Wrong code. ${REQUEST_NEW}`,
    [{ path: 'code', message: 'Wrong code' }],
  );
}

/** Marks a matched code used. @throws AppError INVALID_INPUT when another call used it first. */
export async function spendCode(db: Executor, id: string): Promise<void> {
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!used) throw new AppError('INVALID_INPUT', `This code has already been used. ${REQUEST_NEW}`);
}
