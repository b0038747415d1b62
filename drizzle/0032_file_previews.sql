CREATE TABLE "file_previews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_previews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"extension" text NOT NULL,
	"status" text NOT NULL,
	"pdf_key" text,
	"failure" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_previews_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "file_previews" ADD CONSTRAINT "file_previews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;