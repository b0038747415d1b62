ALTER TABLE "companies" ADD COLUMN "currency" char(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
-- A company that set a purchasing currency keeps it, now as the company's own.
UPDATE "companies" SET "currency" = "purchase_settings"."currency" FROM "purchase_settings" WHERE "purchase_settings"."company_id" = "companies"."id";--> statement-breakpoint
ALTER TABLE "purchase_settings" DROP COLUMN "currency";
