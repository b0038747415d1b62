CREATE TABLE "stat_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stat_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"stat_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"value" numeric NOT NULL,
	"entered_by_membership_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_values_period_check" CHECK ("stat_values"."period_end" >= "stat_values"."period_start")
);
--> statement-breakpoint
CREATE TABLE "stats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"owner_membership_id" integer,
	"division_id" integer,
	"tags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"order" integer DEFAULT 1 NOT NULL,
	"period_type" text DEFAULT 'WEEKLY' NOT NULL,
	"lower_is_better" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"external_token_hash" text,
	"external_token_hint" text,
	"formula" text,
	"upper_guide" numeric,
	"lower_guide" numeric,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_period_type_check" CHECK ("stats"."period_type" in ('DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY')),
	CONSTRAINT "stats_external_or_formula_check" CHECK (not ("stats"."is_external" and "stats"."formula" is not null))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "timezone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "week_start" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stat_values" ADD CONSTRAINT "stat_values_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_values" ADD CONSTRAINT "stat_values_stat_id_stats_id_fk" FOREIGN KEY ("stat_id") REFERENCES "public"."stats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_values" ADD CONSTRAINT "stat_values_entered_by_membership_id_memberships_id_fk" FOREIGN KEY ("entered_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_owner_membership_id_memberships_id_fk" FOREIGN KEY ("owner_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stats" ADD CONSTRAINT "stats_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stat_values_period_idx" ON "stat_values" USING btree ("stat_id","period_start");--> statement-breakpoint
CREATE INDEX "stat_values_company_idx" ON "stat_values" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stats_company_order_idx" ON "stats" USING btree ("company_id","is_archived","order");--> statement-breakpoint
CREATE UNIQUE INDEX "stats_company_name_idx" ON "stats" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "stats_external_token_idx" ON "stats" USING btree ("external_token_hash");--> statement-breakpoint
CREATE INDEX "stats_owner_idx" ON "stats" USING btree ("owner_membership_id");--> statement-breakpoint
CREATE INDEX "stats_tags_idx" ON "stats" USING gin ("tags");