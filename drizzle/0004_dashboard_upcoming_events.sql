-- Dashboard upcoming events (birthdays, work anniversaries): a day of the year as month*100+day,
-- so "the next 30 days" is one or two index ranges read in date order, stopping after the
-- first 20 matches, however large the company. The expressions must stay identical to
-- `monthDay()` in app/domains/dashboard/upcoming-events.server.ts or the planner ignores them.
CREATE INDEX "users_birthday_idx" ON "users" USING btree (((extract(month from "date_of_birth")::int * 100 + extract(day from "date_of_birth")::int)), "id") WHERE "date_of_birth" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "memberships_anniversary_idx" ON "memberships" USING btree ("company_id", ((extract(month from "hired_on")::int * 100 + extract(day from "hired_on")::int)), "id") WHERE "hired_on" IS NOT NULL;
