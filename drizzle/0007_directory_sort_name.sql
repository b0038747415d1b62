-- The directory's name order as a column of memberships, so a page sorted by name reads 25
-- entries of a per-company index instead of joining and sorting the whole company. Triggers keep
-- it in step with the user's name, whoever changes it (services, seeds, SQL).
ALTER TABLE "memberships" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "memberships" m SET "sort_name" = lower(u."first_name" || ' ' || u."last_name")
  FROM "users" u WHERE u."id" = m."user_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "membership_sort_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_name := (SELECT lower(u.first_name || ' ' || u.last_name) FROM users u WHERE u.id = NEW.user_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_sort_name" BEFORE INSERT OR UPDATE OF "user_id" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "membership_sort_name"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_name_to_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE memberships SET sort_name = lower(NEW.first_name || ' ' || NEW.last_name)
    WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_sort_name" AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION "user_name_to_memberships"();--> statement-breakpoint
CREATE INDEX "memberships_directory_name_idx" ON "memberships" USING btree ("company_id","sort_name","id") WHERE "memberships"."is_active";
