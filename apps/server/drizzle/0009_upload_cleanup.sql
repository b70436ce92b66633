-- Upload cleanup (jobs/upload-cleanup.ts): used_at is when an upload was stored or last used by
-- a call (a user photo, a drawing layer, the favicon, the website); the job deletes uploads
-- unused for a day that nothing references. The daily cap sums a user's recent uploads.
ALTER TABLE "uploads" ADD COLUMN "used_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "uploads" SET "used_at" = "created_at";--> statement-breakpoint
DROP INDEX IF EXISTS "uploads_user_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_user_created_at_idx" ON "uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_used_at_idx" ON "uploads" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_photo_idx" ON "users" USING btree ("photo") WHERE "users"."photo" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coloreds_photo_key_idx" ON "coloreds" USING btree ("photo_key");
