-- First-run setup keeps its pending admin (name, email) on the code until it is confirmed, so
-- a setup code has no user yet; an email change keeps the new address on its code until the
-- code sent there is confirmed. A newer code of the same account voids the older ones.
ALTER TABLE "one_time_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "voided_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_owner" CHECK ("user_id" IS NOT NULL OR ("purpose" = 'admin' AND "name" IS NOT NULL AND "email" IS NOT NULL));--> statement-breakpoint
CREATE INDEX "one_time_codes_email_idx" ON "one_time_codes" USING btree ("email") WHERE "user_id" IS NULL;--> statement-breakpoint
-- Wrong codes, per account and per client address, kept for the lockout window
-- (modules/users/code-failures.ts).
CREATE TABLE "code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "code_failures_account_idx" ON "code_failures" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "code_failures_ip_idx" ON "code_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "code_failures_created_at_idx" ON "code_failures" USING btree ("created_at");
