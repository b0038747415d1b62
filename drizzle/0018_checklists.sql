CREATE TABLE "checklist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist_id" integer NOT NULL,
	"value" text,
	"storage_key" text,
	"done_by_membership_id" integer,
	"done_at" timestamp with time zone,
	CONSTRAINT "checklist_items_kind_check" CHECK ("checklist_items"."kind" in ('section','checkbox','text','number','date','choice','file','signature'))
);
--> statement-breakpoint
CREATE TABLE "checklist_template_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_template_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "checklist_template_items_kind_check" CHECK ("checklist_template_items"."kind" in ('section','checkbox','text','number','date','choice','file','signature'))
);
--> statement-breakpoint
CREATE TABLE "checklist_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"recurrence" text DEFAULT 'none' NOT NULL,
	"for_membership_id" integer,
	"for_position_id" integer,
	"for_division_id" integer,
	"created_by_membership_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_templates_recurrence_check" CHECK ("checklist_templates"."recurrence" in ('none','daily','weekly','monthly')),
	CONSTRAINT "checklist_templates_assignee_check" CHECK (num_nonnulls("checklist_templates"."for_membership_id", "checklist_templates"."for_position_id", "checklist_templates"."for_division_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"template_id" integer,
	"title" text NOT NULL,
	"for_membership_id" integer,
	"for_position_id" integer,
	"for_division_id" integer,
	"due_on" date,
	"period_start" date,
	"created_by_membership_id" integer,
	"completed_at" timestamp with time zone,
	"completed_by_membership_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklists_assignee_check" CHECK (num_nonnulls("checklists"."for_membership_id", "checklists"."for_position_id", "checklists"."for_division_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_done_by_membership_id_memberships_id_fk" FOREIGN KEY ("done_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_template_items" ADD CONSTRAINT "checklist_template_items_template_id_checklist_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."checklist_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_for_membership_id_memberships_id_fk" FOREIGN KEY ("for_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_for_position_id_positions_id_fk" FOREIGN KEY ("for_position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_for_division_id_divisions_id_fk" FOREIGN KEY ("for_division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_templates" ADD CONSTRAINT "checklist_templates_created_by_membership_id_memberships_id_fk" FOREIGN KEY ("created_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_template_id_checklist_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."checklist_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_for_membership_id_memberships_id_fk" FOREIGN KEY ("for_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_for_position_id_positions_id_fk" FOREIGN KEY ("for_position_id") REFERENCES "public"."positions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_for_division_id_divisions_id_fk" FOREIGN KEY ("for_division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_created_by_membership_id_memberships_id_fk" FOREIGN KEY ("created_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_completed_by_membership_id_memberships_id_fk" FOREIGN KEY ("completed_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_items_checklist_idx" ON "checklist_items" USING btree ("checklist_id","order");--> statement-breakpoint
CREATE INDEX "checklist_template_items_template_idx" ON "checklist_template_items" USING btree ("template_id","order");--> statement-breakpoint
CREATE INDEX "checklist_templates_title_idx" ON "checklist_templates" USING btree ("company_id",lower("title"));--> statement-breakpoint
CREATE INDEX "checklists_open_due_idx" ON "checklists" USING btree ("company_id","due_on") WHERE completed_at is null;--> statement-breakpoint
CREATE INDEX "checklists_completed_idx" ON "checklists" USING btree ("company_id","completed_at") WHERE completed_at is not null;--> statement-breakpoint
CREATE INDEX "checklists_template_idx" ON "checklists" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "checklists_for_membership_idx" ON "checklists" USING btree ("for_membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checklists_template_period_idx" ON "checklists" USING btree ("template_id","period_start") WHERE period_start is not null;