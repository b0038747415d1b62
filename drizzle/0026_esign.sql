CREATE TABLE "esign_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "esign_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"original_key" text NOT NULL,
	"original_sha256" text NOT NULL,
	"page_count" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"signing_order" boolean DEFAULT false NOT NULL,
	"sender_membership_id" integer,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"sealed_key" text,
	"sealed_sha256" text,
	"last_reminder_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_documents_status_check" CHECK ("esign_documents"."status" in ('draft','sent','partially_signed','completed','declined','expired','voided'))
);
--> statement-breakpoint
CREATE TABLE "esign_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "esign_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"signer_id" integer,
	"action" text NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"ip" text,
	"user_agent" text,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esign_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "esign_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"page" smallint NOT NULL,
	"kind" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"value" text,
	CONSTRAINT "esign_fields_kind_check" CHECK ("esign_fields"."kind" in ('signature','initials','date_signed','name','text','checkbox')),
	CONSTRAINT "esign_fields_box_check" CHECK ("esign_fields"."x" >= 0 and "esign_fields"."y" >= 0 and "esign_fields"."x" + "esign_fields"."width" <= 1.0001 and "esign_fields"."y" + "esign_fields"."height" <= 1.0001)
);
--> statement-breakpoint
CREATE TABLE "esign_signers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "esign_signers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"membership_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"order" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_reason" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esign_signers_status_check" CHECK ("esign_signers"."status" in ('waiting','pending','signed','declined'))
);
--> statement-breakpoint
ALTER TABLE "esign_documents" ADD CONSTRAINT "esign_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_documents" ADD CONSTRAINT "esign_documents_sender_membership_id_memberships_id_fk" FOREIGN KEY ("sender_membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_events" ADD CONSTRAINT "esign_events_document_id_esign_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."esign_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_events" ADD CONSTRAINT "esign_events_signer_id_esign_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."esign_signers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_fields" ADD CONSTRAINT "esign_fields_document_id_esign_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."esign_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_fields" ADD CONSTRAINT "esign_fields_signer_id_esign_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."esign_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_signers" ADD CONSTRAINT "esign_signers_document_id_esign_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."esign_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_signers" ADD CONSTRAINT "esign_signers_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esign_documents_company_idx" ON "esign_documents" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "esign_documents_sealed_idx" ON "esign_documents" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE INDEX "esign_events_document_idx" ON "esign_events" USING btree ("document_id","at");--> statement-breakpoint
CREATE INDEX "esign_fields_document_idx" ON "esign_fields" USING btree ("document_id","signer_id");--> statement-breakpoint
CREATE INDEX "esign_signers_document_idx" ON "esign_signers" USING btree ("document_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_signers_token_idx" ON "esign_signers" USING btree ("token_hash");