ALTER TABLE "leads" ADD COLUMN "pre_check_consent_text_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "pre_check_consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "leads" SET "reference" = 'UF-' || upper(substr(replace("id"::text, '-', ''), 1, 4)) || '-' || upper(substr(replace("id"::text, '-', ''), 5, 4)) || '-' || upper(substr(replace("id"::text, '-', ''), 9, 4)) WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_reference_unique" UNIQUE("reference");
