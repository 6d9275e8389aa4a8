ALTER TABLE "dealers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "opening_hours" text;