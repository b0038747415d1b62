CREATE TABLE "attendance_breaks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attendance_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"clocked_in_at" timestamp with time zone NOT NULL,
	"clocked_out_at" timestamp with time zone,
	"timezone" text NOT NULL,
	"work_day" date NOT NULL,
	"source" text NOT NULL,
	"clock_out_source" text,
	"note" text DEFAULT '' NOT NULL,
	"break_minutes" integer DEFAULT 0 NOT NULL,
	"corrected_by_id" integer,
	"correction_reason" text,
	"corrected_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_entries_out_after_in" CHECK ("attendance_entries"."clocked_out_at" is null or "attendance_entries"."clocked_out_at" >= "attendance_entries"."clocked_in_at")
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"daily_minutes" smallint DEFAULT 480 NOT NULL,
	"nightly_clock_out" time,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_breaks" ADD CONSTRAINT "attendance_breaks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_breaks" ADD CONSTRAINT "attendance_breaks_entry_id_attendance_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."attendance_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_entries" ADD CONSTRAINT "attendance_entries_corrected_by_id_memberships_id_fk" FOREIGN KEY ("corrected_by_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_breaks_entry_idx" ON "attendance_breaks" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_breaks_one_open_idx" ON "attendance_breaks" USING btree ("entry_id") WHERE "attendance_breaks"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_entries_one_open_idx" ON "attendance_entries" USING btree ("membership_id") WHERE "attendance_entries"."clocked_out_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_entries_company_open_idx" ON "attendance_entries" USING btree ("company_id") WHERE "attendance_entries"."clocked_out_at" is null;--> statement-breakpoint
CREATE INDEX "attendance_entries_company_day_idx" ON "attendance_entries" USING btree ("company_id","work_day","membership_id");--> statement-breakpoint
CREATE INDEX "attendance_entries_person_day_idx" ON "attendance_entries" USING btree ("membership_id","work_day");