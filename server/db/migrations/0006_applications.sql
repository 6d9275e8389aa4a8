CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_secret_hash" text NOT NULL,
	"reference" text,
	"deal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applicant" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"employment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finances" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"affordability" jsonb,
	"submitted_at" timestamp with time zone,
	"credit_bureau_consent_text_version" text,
	"credit_bureau_consented_at" timestamp with time zone,
	"privacy_consent_text_version" text,
	"privacy_consented_at" timestamp with time zone,
	"marketing_consent_text_version" text,
	"marketing_consented_at" timestamp with time zone,
	"declaration_text_version" text,
	"declared_at" timestamp with time zone,
	"documents_required" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reasons_requested_at" timestamp with time zone,
	CONSTRAINT "applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "subject_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "application_id" uuid;--> statement-breakpoint
CREATE INDEX "applications_status_updated_idx" ON "applications" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_application_idx" ON "webhook_deliveries" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_one_subject" CHECK (num_nonnulls("webhook_deliveries"."subject_id", "webhook_deliveries"."application_id") = 1);