-- Trigram indexes make the page search (ILIKE '%…%' on title, prompt, owner name) index-backed.
-- pg_trgm is a trusted extension (the database owner may create it); PGlite loads it from
-- @electric-sql/pglite/contrib/pg_trgm (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "trending_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"threshold" integer NOT NULL,
	"computed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "trending_state_single_row" CHECK ("trending_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pages_title_trgm_idx" ON "pages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_prompt_trgm_idx" ON "pages" USING gin ("prompt" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "trending_state" ("id", "threshold", "computed_at") VALUES (1, 3, 'epoch') ON CONFLICT DO NOTHING;
