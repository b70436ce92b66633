ALTER TABLE "pages" ADD COLUMN "owner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "owner_stripe_id" text;--> statement-breakpoint
-- A new page (or one moved to another owner) takes its owner's name and payment id. FOR SHARE
-- waits for a rename in progress (and holds one off until this insert commits), so a page
-- inserted during a rename never keeps the old name.
CREATE FUNCTION "pages_set_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "name", "stripe_id" INTO NEW."owner_name", NEW."owner_stripe_id"
  FROM "users" WHERE "id" = NEW."user_id" FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "pages_set_owner" BEFORE INSERT OR UPDATE OF "user_id" ON "pages"
  FOR EACH ROW EXECUTE FUNCTION "pages_set_owner"();--> statement-breakpoint
-- A rename or a new payment id is copied to every page of the user, in the same transaction.
CREATE FUNCTION "users_sync_page_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pages" SET "owner_name" = NEW."name", "owner_stripe_id" = NEW."stripe_id"
  WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_sync_page_owner" AFTER UPDATE OF "name", "stripe_id" ON "users"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."stripe_id" IS DISTINCT FROM NEW."stripe_id")
  EXECUTE FUNCTION "users_sync_page_owner"();--> statement-breakpoint
UPDATE "pages" SET "owner_name" = "users"."name", "owner_stripe_id" = "users"."stripe_id"
FROM "users" WHERE "users"."id" = "pages"."user_id";
