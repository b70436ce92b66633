ALTER TABLE "users" ADD COLUMN "marks_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change to favorites or colored pages bumps marks_version of each user it touched, in the
-- same transaction (statement-level, so a bulk change bumps a user once). An instance may then
-- answer the page lists from its cached copy of a user's marks while the version it cached
-- still matches (modules/pages/viewer-marks.ts).
CREATE FUNCTION "users_bump_marks_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "marks_version" = "marks_version" + 1
  WHERE "id" IN (SELECT DISTINCT "user_id" FROM "changed");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "favorites_added_marks" AFTER INSERT ON "favorites"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_bump_marks_version"();--> statement-breakpoint
CREATE TRIGGER "favorites_removed_marks" AFTER DELETE ON "favorites"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_bump_marks_version"();--> statement-breakpoint
CREATE TRIGGER "coloreds_added_marks" AFTER INSERT ON "coloreds"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_bump_marks_version"();--> statement-breakpoint
CREATE TRIGGER "coloreds_changed_marks" AFTER UPDATE ON "coloreds"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_bump_marks_version"();--> statement-breakpoint
CREATE TRIGGER "coloreds_removed_marks" AFTER DELETE ON "coloreds"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_bump_marks_version"();
