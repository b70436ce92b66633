import { and, eq, isNotNull } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import { stripeEvents } from '../../db/schema.ts';

import type { EventEnvelope } from './event-shapes.ts';

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

/** A Stripe event as stored while parked: what was delivered, signature and envelope checked. */
export type ParkedEvent = EventEnvelope;

/**
 * Keeps an event (already recorded by applyOnce) that is about a subscription not recorded
 * yet: it arrived before the subscription's checkout.session.completed, and is applied after
 * it (takeParked), so the outcome does not depend on the order Stripe delivers them in.
 */
export async function park(tx: Tx, event: ParkedEvent, subscriptionId: string): Promise<void> {
  await tx.update(stripeEvents).set({ subscriptionId, parked: event }).where(eq(stripeEvents.id, event.id));
}

/** The parked events of a subscription, in Stripe's order (`created`, then id), unparked. */
export async function takeParked(tx: Tx, subscriptionId: string): Promise<ParkedEvent[]> {
  const where = and(eq(stripeEvents.subscriptionId, subscriptionId), isNotNull(stripeEvents.parked));
  const rows = await tx.select({ parked: stripeEvents.parked }).from(stripeEvents).where(where).for('update');
  if (rows.length === 0) return [];
  await tx.update(stripeEvents).set({ parked: null }).where(where);
  return rows
    .map((row) => row.parked as ParkedEvent)
    .sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
}
