CREATE TABLE "scorm_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scorm_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"sco_identifier" text NOT NULL,
	"attempt" smallint DEFAULT 1 NOT NULL,
	"cmi" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"suspend_data" text DEFAULT '' NOT NULL,
	"completion_status" text DEFAULT 'not attempted' NOT NULL,
	"success_status" text DEFAULT 'unknown' NOT NULL,
	"score_raw" double precision,
	"score_scaled" double precision,
	"total_time_seconds" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "scorm_attempts_completion_check" CHECK ("scorm_attempts"."completion_status" in ('completed', 'incomplete', 'not attempted', 'unknown')),
	CONSTRAINT "scorm_attempts_success_check" CHECK ("scorm_attempts"."success_status" in ('passed', 'failed', 'unknown')),
	CONSTRAINT "scorm_attempts_attempt_check" CHECK ("scorm_attempts"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "scorm_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scorm_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"scorm_version" text NOT NULL,
	"manifest" jsonb NOT NULL,
	"default_organization" text NOT NULL,
	"sco_count" integer NOT NULL,
	"unpacked_bytes" bigint NOT NULL,
	"file_count" integer NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_prefix" text NOT NULL,
	"completion_rule" text DEFAULT 'status' NOT NULL,
	"uploaded_by_membership_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_packages_storage_prefix_unique" UNIQUE("storage_prefix"),
	CONSTRAINT "scorm_packages_version_check" CHECK ("scorm_packages"."scorm_version" in ('1.2', '2004 3rd', '2004 4th')),
	CONSTRAINT "scorm_packages_completion_rule_check" CHECK ("scorm_packages"."completion_rule" in ('status', 'launch', 'terminate', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_package_id_scorm_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_attempts" ADD CONSTRAINT "scorm_attempts_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD CONSTRAINT "scorm_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_packages" ADD CONSTRAINT "scorm_packages_uploaded_by_membership_id_memberships_id_fk" FOREIGN KEY ("uploaded_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_attempts_learner_idx" ON "scorm_attempts" USING btree ("package_id","membership_id","sco_identifier","attempt");--> statement-breakpoint
CREATE INDEX "scorm_attempts_company_idx" ON "scorm_attempts" USING btree ("company_id","package_id");--> statement-breakpoint
CREATE INDEX "scorm_attempts_membership_idx" ON "scorm_attempts" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "scorm_packages_company_idx" ON "scorm_packages" USING btree ("company_id","id");--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_scorm_package_id_scorm_packages_id_fk" FOREIGN KEY ("scorm_package_id") REFERENCES "public"."scorm_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_items_scorm_package_idx" ON "course_items" USING btree ("scorm_package_id");