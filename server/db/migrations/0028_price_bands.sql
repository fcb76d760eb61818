CREATE TABLE "price_bands" (
	"kind" "listing_kind" NOT NULL,
	"city_id" integer NOT NULL,
	"category" text NOT NULL,
	"deal" text NOT NULL,
	"model_id" integer DEFAULT 0 NOT NULL,
	"year" integer DEFAULT 0 NOT NULL,
	"p25" double precision NOT NULL,
	"median" double precision NOT NULL,
	"p75" double precision NOT NULL,
	"comparables" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_bands_pkey" PRIMARY KEY("kind","city_id","category","deal","model_id","year")
);
--> statement-breakpoint
CREATE TABLE "moderation_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "listing_kind" NOT NULL,
	"listing_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_outcomes" ADD CONSTRAINT "moderation_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_outcomes_user_idx" ON "moderation_outcomes" USING btree ("user_id","outcome");--> statement-breakpoint
CREATE INDEX "vehicles_model_year_idx" ON "vehicles" USING btree ("model_id","year") WHERE status = 'published' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "leads_property_sent_idx" ON "leads" USING btree ("property_id","sent_at") WHERE property_id is not null;--> statement-breakpoint
CREATE INDEX "leads_vehicle_sent_idx" ON "leads" USING btree ("vehicle_id","sent_at") WHERE vehicle_id is not null;--> statement-breakpoint
CREATE INDEX "reports_open_property_idx" ON "reports" USING btree ("property_id") WHERE resolved = false;
