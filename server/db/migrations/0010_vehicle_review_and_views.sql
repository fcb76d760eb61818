CREATE TABLE "vehicle_page_views" (
	"vehicle_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "vehicle_page_views_vehicle_id_day_visitor_pk" PRIMARY KEY("vehicle_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "vehicle_view_totals" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "youtube_url" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_page_views" ADD CONSTRAINT "vehicle_page_views_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_view_totals" ADD CONSTRAINT "vehicle_view_totals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;