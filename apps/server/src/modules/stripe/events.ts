import type { Db, Tx } from '../../db/client.ts';
import { stripeEvents } from '../../db/schema.ts';

/**
 * Applies `effect` once per event id: the id is inserted into stripe_events (on conflict do
 * nothing) in the same transaction as the effect, so a redelivered event, or two deliveries at
 * once, change nothing more. Returns false when the event was already applied.
 */
export async function applyOnce(
  db: Db,
  event: { id: string; type: string },
  effect: (tx: Tx) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return false;
    await effect(tx);
    return true;
  });
}
