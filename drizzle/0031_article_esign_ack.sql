CREATE TABLE "article_esign_requirements" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"knowledge_file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esign_article_sign_offs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "esign_article_sign_offs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_article_sign_offs_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
ALTER TABLE "article_esign_requirements" ADD CONSTRAINT "article_esign_requirements_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_esign_requirements" ADD CONSTRAINT "article_esign_requirements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_esign_requirements" ADD CONSTRAINT "article_esign_requirements_knowledge_file_id_knowledge_files_id_fk" FOREIGN KEY ("knowledge_file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_article_sign_offs" ADD CONSTRAINT "esign_article_sign_offs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_article_sign_offs" ADD CONSTRAINT "esign_article_sign_offs_document_id_esign_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."esign_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_article_sign_offs" ADD CONSTRAINT "esign_article_sign_offs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_article_sign_offs" ADD CONSTRAINT "esign_article_sign_offs_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esign_article_sign_offs_reader_idx" ON "esign_article_sign_offs" USING btree ("article_id","membership_id","revision");