CREATE TABLE "employee_responsibilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employee_responsibilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"responsibility_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_chart_settings" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_chart_settings_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE "position_responsibilities" (
	"position_id" integer NOT NULL,
	"responsibility_id" integer NOT NULL,
	CONSTRAINT "position_responsibilities_position_id_responsibility_id_pk" PRIMARY KEY("position_id","responsibility_id")
);
--> statement-breakpoint
CREATE TABLE "responsibilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "responsibilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_by_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "dotted_manager_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "public_org_chart" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "division_id" integer;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "manager_position_id" integer;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "order" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "division_order" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "above_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_responsibilities" ADD CONSTRAINT "employee_responsibilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_responsibilities" ADD CONSTRAINT "employee_responsibilities_responsibility_id_responsibilities_id_fk" FOREIGN KEY ("responsibility_id") REFERENCES "public"."responsibilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_responsibilities" ADD CONSTRAINT "employee_responsibilities_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_chart_settings" ADD CONSTRAINT "org_chart_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_responsibilities" ADD CONSTRAINT "position_responsibilities_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_responsibilities" ADD CONSTRAINT "position_responsibilities_responsibility_id_responsibilities_id_fk" FOREIGN KEY ("responsibility_id") REFERENCES "public"."responsibilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsibilities" ADD CONSTRAINT "responsibilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsibilities" ADD CONSTRAINT "responsibilities_created_by_id_memberships_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_responsibilities_pair_idx" ON "employee_responsibilities" USING btree ("responsibility_id","membership_id");--> statement-breakpoint
CREATE INDEX "employee_responsibilities_member_idx" ON "employee_responsibilities" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "position_responsibilities_resp_idx" ON "position_responsibilities" USING btree ("responsibility_id");--> statement-breakpoint
CREATE INDEX "responsibilities_company_title_idx" ON "responsibilities" USING btree ("company_id","title");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_dotted_manager_id_memberships_id_fk" FOREIGN KEY ("dotted_manager_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_manager_position_id_positions_id_fk" FOREIGN KEY ("manager_position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_dotted_manager_idx" ON "memberships" USING btree ("dotted_manager_id");--> statement-breakpoint
CREATE INDEX "positions_manager_idx" ON "positions" USING btree ("manager_position_id");--> statement-breakpoint
CREATE INDEX "positions_division_idx" ON "positions" USING btree ("division_id");