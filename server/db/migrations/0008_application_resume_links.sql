CREATE TABLE "application_resume_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"emailed" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "application_resume_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "application_resume_links" ADD CONSTRAINT "application_resume_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_resume_links_application_idx" ON "application_resume_links" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE cascade ON UPDATE no action;