import { MESSAGES } from '@huebook/shared/messages';
import type { CreditKind } from '@huebook/shared/schemas/credit';
import { and, eq, gt, sql } from 'drizzle-orm';

import type { Executor } from '../db/client.ts';
import { credits, plans, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/**
 * Resets a user's credits to their plan's limits when the period (one month) has ended,
 * in one UPDATE; the new period starts a whole number of months after the old one so it stays
 * anchored to the sign-up or renewal day (DESIGN.md "Credits").
 */
export async function resetCreditsIfDue(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${credits} SET
      public_page = ${plans.publicPageLimit},
      page_creation = ${plans.pageCreationLimit},
      period_start = ${credits.periodStart} + make_interval(months =>
        (extract(year FROM age(now(), ${credits.periodStart})) * 12
          + extract(month FROM age(now(), ${credits.periodStart})))::int)
    FROM ${users} JOIN ${plans} ON ${plans.id} = ${users.planId}
    WHERE ${credits.userId} = ${userId}
      AND ${users.id} = ${credits.userId}
      AND ${credits.periodStart} + interval '1 month' <= now()`);
}

const COLUMN = { public_page: credits.publicPage, page_creation: credits.pageCreation } as const;

/**
 * Spends one credit of `kind` atomically (`UPDATE … WHERE remaining > 0`): two concurrent
 * calls can never spend the same credit.
 * @throws AppError NO_CREDITS when none is left.
 */
export async function spendCredit(db: Executor, userId: string, kind: CreditKind): Promise<void> {
  await resetCreditsIfDue(db, userId);
  const column = COLUMN[kind];
  const spent = await db
    .update(credits)
    .set({ [kind === 'public_page' ? 'publicPage' : 'pageCreation']: sql`${column} - 1` })
    .where(and(eq(credits.userId, userId), gt(column, 0)))
    .returning({ id: credits.id });
  if (spent.length === 0) throw new AppError('NO_CREDITS', MESSAGES.noCredits);
}
