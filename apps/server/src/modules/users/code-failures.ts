/**
 * Wrong one-time codes, counted per account across its codes and per client address (DESIGN.md
 * "One-time codes"): past OTP_ACCOUNT_MAX_FAILURES for an account, or OTP_IP_MAX_FAILURES for an
 * address, within OTP_LOCKOUT_WINDOW_MS, codes are refused until the window has moved past the
 * failure that reached the limit. Kept in the database, so every instance counts alike, and
 * independent of the per-route rate limit (AUTH_RATE_LIMIT). Times are the database's clock.
 */
import {
  OTP_ACCOUNT_MAX_FAILURES,
  OTP_IP_MAX_FAILURES,
  OTP_LOCKOUT_WINDOW_MS,
} from '@huebook/shared/constants';
import { sql, type SQL } from 'drizzle-orm';

import type { Executor } from '../../db/client.ts';
import { codeFailures } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const WINDOW = sql`${`${OTP_LOCKOUT_WINDOW_MS} milliseconds`}::interval`;
const WINDOW_START = sql`now() - ${WINDOW}`;

/** The account a code belongs to: its user, or the email of a pending first-run setup. */
export function accountOf(code: { userId: string | null; email: string | null }): string {
  return code.userId ? `user:${code.userId}` : `setup:${code.email ?? ''}`;
}

/** Time of the failure that made `column = value` reach `max` within the window (null: not reached). */
function limitReachedAt(
  column: typeof codeFailures.account | typeof codeFailures.ip,
  value: string,
  max: number,
): SQL {
  return sql`(SELECT ${codeFailures.createdAt} FROM ${codeFailures}
    WHERE ${column} = ${value} AND ${codeFailures.createdAt} > ${WINDOW_START}
    ORDER BY ${codeFailures.createdAt} DESC OFFSET ${max - 1} LIMIT 1)`;
}

/** Wrong codes of an account within the window, and how long its codes stay refused. */
export interface FailureState {
  accountFailures: number;
  /** Milliseconds until the account and the address may try again; 0 when they may now. */
  lockedForMs: number;
}

/** The failure state of `account` tried from address `ip`. */
export async function failureState(db: Executor, account: string, ip: string): Promise<FailureState> {
  const until = sql`GREATEST(
    ${limitReachedAt(codeFailures.account, account, OTP_ACCOUNT_MAX_FAILURES)},
    ${limitReachedAt(codeFailures.ip, ip, OTP_IP_MAX_FAILURES)}) + ${WINDOW}`;
  const result = await db.execute(sql`SELECT
    (SELECT count(*)::int FROM ${codeFailures}
      WHERE ${codeFailures.account} = ${account} AND ${codeFailures.createdAt} > ${WINDOW_START}) AS "accountFailures",
    coalesce(ceil(extract(epoch FROM ${until} - now()) * 1000), 0)::int AS "lockedForMs"`);
  const [row] = (result as unknown as { rows: FailureState[] }).rows;
  return {
    accountFailures: Number(row?.accountFailures ?? 0),
    lockedForMs: Math.max(0, Number(row?.lockedForMs ?? 0)),
  };
}

/** Records a wrong code of `account` from `ip`, and forgets failures older than the window. */
export async function recordFailure(db: Executor, account: string, ip: string): Promise<void> {
  await db.insert(codeFailures).values({ account, ip });
  await db.delete(codeFailures).where(sql`${codeFailures.createdAt} <= ${WINDOW_START}`);
}

/** "Too many wrong codes. Try again in 12 minutes." for a lockout of `ms` milliseconds. */
export function tooManyFailures(ms: number): AppError {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new AppError(
    'RATE_LIMITED',
    `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}

/** @throws AppError RATE_LIMITED while `account` or `ip` is locked out. */
export async function assertNotLockedOut(db: Executor, account: string, ip: string): Promise<FailureState> {
  const state = await failureState(db, account, ip);
  if (state.lockedForMs > 0) throw tooManyFailures(state.lockedForMs);
  return state;
}
