CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"make" text NOT NULL,
	"model" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"mileage_km" integer NOT NULL,
	"price" integer NOT NULL,
	"body_type" text NOT NULL,
	"fuel" text NOT NULL,
	"transmission" text NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"province" text NOT NULL,
	"town" text DEFAULT '' NOT NULL,
	"dealer_name" text NOT NULL,
	"dealer_code" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "vehicle_id" integer;--> statement-breakpoint
CREATE INDEX "vehicles_status_listed_idx" ON "vehicles" USING btree ("status","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicles_status_price_idx" ON "vehicles" USING btree ("status","price","id");--> statement-breakpoint
CREATE INDEX "vehicles_status_year_idx" ON "vehicles" USING btree ("status","year" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vehicles_status_mileage_idx" ON "vehicles" USING btree ("status","mileage_km","id");--> statement-breakpoint
CREATE INDEX "vehicles_status_make_model_idx" ON "vehicles" USING btree ("status",lower("make"),lower("model"),"price");--> statement-breakpoint
CREATE INDEX "vehicles_status_body_price_idx" ON "vehicles" USING btree ("status","body_type","price");--> statement-breakpoint
CREATE INDEX "vehicles_status_province_price_idx" ON "vehicles" USING btree ("status","province","price");--> statement-breakpoint
CREATE INDEX "vehicles_updated_at_idx" ON "vehicles" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;