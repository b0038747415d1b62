CREATE TABLE "article_acknowledgements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_acknowledgements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"method" smallint NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"answer_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "article_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"answer" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"is_subsection" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_divisions" (
	"article_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	CONSTRAINT "article_divisions_article_id_division_id_pk" PRIMARY KEY("article_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "article_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"author_membership_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_drafts_article_id_unique" UNIQUE("article_id")
);
--> statement-breakpoint
CREATE TABLE "article_files" (
	"article_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_files_article_id_file_id_pk" PRIMARY KEY("article_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "article_individuals" (
	"article_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	CONSTRAINT "article_individuals_article_id_membership_id_pk" PRIMARY KEY("article_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "article_positions" (
	"article_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	CONSTRAINT "article_positions_article_id_position_id_pk" PRIMARY KEY("article_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "article_public_knowledgebases" (
	"article_id" integer NOT NULL,
	"public_knowledgebase_id" integer NOT NULL,
	CONSTRAINT "article_public_knowledgebases_article_id_public_knowledgebase_id_pk" PRIMARY KEY("article_id","public_knowledgebase_id")
);
--> statement-breakpoint
CREATE TABLE "article_responsibilities" (
	"article_id" integer NOT NULL,
	"responsibility_id" integer NOT NULL,
	CONSTRAINT "article_responsibilities_article_id_responsibility_id_pk" PRIMARY KEY("article_id","responsibility_id")
);
--> statement-breakpoint
CREATE TABLE "article_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"content" jsonb NOT NULL,
	"published_by_membership_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"category_id" integer NOT NULL,
	"type_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocks" text[] DEFAULT '{text}'::text[] NOT NULL,
	"video_file_id" integer,
	"embed_video_url" text DEFAULT '' NOT NULL,
	"flow_chart_id" integer,
	"is_assigned_to_everyone" boolean DEFAULT false NOT NULL,
	"reassign_month_duration" smallint DEFAULT 0 NOT NULL,
	"acknowledgement_type" smallint DEFAULT 1 NOT NULL,
	"acknowledgement_question" text DEFAULT '' NOT NULL,
	"author_membership_id" integer,
	"last_edited_by_membership_id" integer,
	"last_edited_on" timestamp with time zone DEFAULT now() NOT NULL,
	"published_on" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "definition_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "definition_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"category_id" integer,
	"term" text NOT NULL,
	"definition" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"upload" jsonb,
	"uploaded_by_membership_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "public_knowledgebases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_knowledgebases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"url_part" text NOT NULL,
	"domain" text,
	"domain_verified_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_acknowledgements" ADD CONSTRAINT "article_acknowledgements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_acknowledgements" ADD CONSTRAINT "article_acknowledgements_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_acknowledgements" ADD CONSTRAINT "article_acknowledgements_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_answers" ADD CONSTRAINT "article_answers_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_parent_id_article_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_divisions" ADD CONSTRAINT "article_divisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_divisions" ADD CONSTRAINT "article_divisions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_drafts" ADD CONSTRAINT "article_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_drafts" ADD CONSTRAINT "article_drafts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_drafts" ADD CONSTRAINT "article_drafts_author_membership_id_memberships_id_fk" FOREIGN KEY ("author_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_files" ADD CONSTRAINT "article_files_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_files" ADD CONSTRAINT "article_files_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_individuals" ADD CONSTRAINT "article_individuals_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_individuals" ADD CONSTRAINT "article_individuals_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_positions" ADD CONSTRAINT "article_positions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_positions" ADD CONSTRAINT "article_positions_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_public_knowledgebases" ADD CONSTRAINT "article_public_knowledgebases_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_public_knowledgebases" ADD CONSTRAINT "article_public_knowledgebases_public_knowledgebase_id_public_knowledgebases_id_fk" FOREIGN KEY ("public_knowledgebase_id") REFERENCES "public"."public_knowledgebases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_responsibilities" ADD CONSTRAINT "article_responsibilities_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_responsibilities" ADD CONSTRAINT "article_responsibilities_responsibility_id_responsibilities_id_fk" FOREIGN KEY ("responsibility_id") REFERENCES "public"."responsibilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_types" ADD CONSTRAINT "article_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_published_by_membership_id_memberships_id_fk" FOREIGN KEY ("published_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_type_id_article_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."article_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_video_file_id_knowledge_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_membership_id_memberships_id_fk" FOREIGN KEY ("author_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_last_edited_by_membership_id_memberships_id_fk" FOREIGN KEY ("last_edited_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definition_categories" ADD CONSTRAINT "definition_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definitions" ADD CONSTRAINT "definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "definitions" ADD CONSTRAINT "definitions_category_id_definition_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."definition_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_uploaded_by_membership_id_memberships_id_fk" FOREIGN KEY ("uploaded_by_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_knowledgebases" ADD CONSTRAINT "public_knowledgebases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_acknowledgements_current_idx" ON "article_acknowledgements" USING btree ("article_id","membership_id") WHERE superseded_at is null;--> statement-breakpoint
CREATE INDEX "article_acknowledgements_reader_idx" ON "article_acknowledgements" USING btree ("membership_id","acknowledged_at");--> statement-breakpoint
CREATE INDEX "article_acknowledgements_company_idx" ON "article_acknowledgements" USING btree ("company_id","acknowledged_at");--> statement-breakpoint
CREATE INDEX "article_answers_article_idx" ON "article_answers" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_categories_company_idx" ON "article_categories" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "article_categories_parent_idx" ON "article_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "article_divisions_target_idx" ON "article_divisions" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "article_drafts_company_idx" ON "article_drafts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "article_individuals_target_idx" ON "article_individuals" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "article_positions_target_idx" ON "article_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "article_responsibilities_target_idx" ON "article_responsibilities" USING btree ("responsibility_id");--> statement-breakpoint
CREATE INDEX "article_types_company_idx" ON "article_types" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_versions_revision_idx" ON "article_versions" USING btree ("article_id","revision");--> statement-breakpoint
CREATE INDEX "articles_company_idx" ON "articles" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "definition_categories_company_idx" ON "definition_categories" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "definitions_term_idx" ON "definitions" USING btree ("company_id",lower("term"));--> statement-breakpoint
CREATE INDEX "knowledge_files_company_idx" ON "knowledge_files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "public_knowledgebases_url_idx" ON "public_knowledgebases" USING btree ("company_id","url_part");