ALTER TABLE "slack_connections" ADD COLUMN "channel_id" text;--> statement-breakpoint
ALTER TABLE "slack_connections" ADD COLUMN "channel_name" text;