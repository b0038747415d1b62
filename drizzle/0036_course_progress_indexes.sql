DROP INDEX "course_items_course_idx";--> statement-breakpoint
CREATE INDEX "courses_assigned_to_everyone_idx" ON "courses" USING btree ("company_id") WHERE "courses"."is_assigned_to_everyone";--> statement-breakpoint
CREATE INDEX "course_items_course_idx" ON "course_items" USING btree ("course_id","kind","article_id","quiz_id","scorm_package_id");