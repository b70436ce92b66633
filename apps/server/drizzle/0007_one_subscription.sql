-- A subscription ends once: customer.subscription.deleted, or its canceled period ran out
-- (lib/credits.ts settlePlan). Until then it is live and holds the user's plan.
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp (3) with time zone;--> statement-breakpoint
-- Stripe's `created` of the newest customer.subscription.updated applied: an older one
-- delivered late changes nothing.
ALTER TABLE "subscriptions" ADD COLUMN "synced_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "subscriptions" SET "ended_at" = "expire_at"
  WHERE "canceled_at" IS NOT NULL AND "expire_at" IS NOT NULL AND "expire_at" <= now();--> statement-breakpoint
-- Users left with several live subscriptions keep their newest one.
UPDATE "subscriptions" s SET "ended_at" = now(), "canceled_at" = coalesce(s."canceled_at", now())
  WHERE s."ended_at" IS NULL AND EXISTS (
    SELECT 1 FROM "subscriptions" o
    WHERE o."user_id" = s."user_id" AND o."ended_at" IS NULL
      AND (o."created_at", o."id") > (s."created_at", s."id"));--> statement-breakpoint
-- At most one live subscription per user, whatever runs at the same time.
CREATE UNIQUE INDEX "subscriptions_one_live_per_user" ON "subscriptions" USING btree ("user_id") WHERE "ended_at" IS NULL;--> statement-breakpoint
-- Events of a subscription not recorded yet (they arrived before its checkout.session.completed)
-- are kept whole and applied, in Stripe's order, once it is (modules/stripe/events.ts).
ALTER TABLE "stripe_events" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD COLUMN "parked" jsonb;--> statement-breakpoint
CREATE INDEX "stripe_events_parked_idx" ON "stripe_events" USING btree ("subscription_id") WHERE "parked" IS NOT NULL;
