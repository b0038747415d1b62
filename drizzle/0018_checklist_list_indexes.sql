DROP INDEX "checklists_company_due_idx";--> statement-breakpoint
CREATE INDEX "checklists_open_due_idx" ON "checklists" USING btree ("company_id","due_on") WHERE completed_at is null;--> statement-breakpoint
CREATE INDEX "checklists_completed_idx" ON "checklists" USING btree ("company_id","completed_at") WHERE completed_at is not null;