-- The org chart reads a company's whole reporting graph (100,000 rows at 100,000 people, a second
-- on the embedded database) and keeps it between requests; these counters say when it changed.
-- Statement triggers with transition tables, not row triggers: a bulk insert or update of many
-- members bumps each company once, instead of updating one counter row per member.
CREATE TABLE "org_chart_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "org_chart_members_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO org_chart_versions AS v (company_id, version)
    SELECT DISTINCT company_id, 1 FROM changed
    ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the columns the chart's graph is made of: a change of someone's photo or role is not one.
CREATE OR REPLACE FUNCTION "org_chart_members_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO org_chart_versions AS v (company_id, version)
    SELECT DISTINCT company.id, 1
    FROM before_update o JOIN after_update n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.company_id), (n.company_id)) AS company(id)
    WHERE (o.company_id, o.manager_id, o.division_id, o.is_active, o.sort_name)
      IS DISTINCT FROM (n.company_id, n.manager_id, n.division_id, n.is_active, n.sort_name)
    ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_org_chart_insert" AFTER INSERT ON "memberships"
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "org_chart_members_added_or_removed"();--> statement-breakpoint
CREATE TRIGGER "memberships_org_chart_delete" AFTER DELETE ON "memberships"
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "org_chart_members_added_or_removed"();--> statement-breakpoint
CREATE TRIGGER "memberships_org_chart_update" AFTER UPDATE ON "memberships"
  REFERENCING OLD TABLE AS before_update NEW TABLE AS after_update
  FOR EACH STATEMENT EXECUTE FUNCTION "org_chart_members_updated"();
