CREATE TABLE "cash_power_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" json NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from_version" integer
);
--> statement-breakpoint
CREATE TABLE "footer_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" json NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from_version" integer
);
--> statement-breakpoint
CREATE TABLE "navigation_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"version" integer NOT NULL,
	"definition" json NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from_version" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_power_parameters_site_version_unique" ON "cash_power_parameters" USING btree ("site_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "footer_definitions_site_version_unique" ON "footer_definitions" USING btree ("site_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "navigation_definitions_site_version_unique" ON "navigation_definitions" USING btree ("site_id","version");