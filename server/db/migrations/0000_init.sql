CREATE TYPE "public"."active_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."bodywork" AS ENUM('hatch', 'sedan', 'suv', 'crossover', 'pickup', 'station_wagon', 'coupe', 'convertible', 'minivan', 'van', 'roadster', 'buggy', 'other');--> statement-breakpoint
CREATE TYPE "public"."category_group" AS ENUM('commercial', 'residential');--> statement-breakpoint
CREATE TYPE "public"."financing_status" AS ENUM('financed', 'with_fine', 'paid_license', 'auction');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('gasoline', 'ethanol', 'flex', 'diesel', 'gnv', 'electric', 'hybrid');--> statement-breakpoint
CREATE TYPE "public"."lead_kind" AS ENUM('message', 'whatsapp', 'phone');--> statement-breakpoint
CREATE TYPE "public"."listing_type" AS ENUM('sale', 'rent', 'both');--> statement-breakpoint
CREATE TYPE "public"."payment_method_status" AS ENUM('active', 'suspended', 'expired');--> statement-breakpoint
CREATE TYPE "public"."plan_period" AS ENUM('monthly', 'bimonthly', 'quarterly', 'semiannually', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."property_category" AS ENUM('house', 'apartment', 'office', 'farm', 'land', 'lot', 'ranch', 'building', 'site', 'commercial', 'industrial', 'industrial_land');--> statement-breakpoint
CREATE TYPE "public"."property_feature" AS ENUM('gym', 'gourmet_area', '24h_security', 'elevator', 'bike_rack', 'barbecue_grill', 'playground', 'electric_gate', 'swimming_pool', 'air_conditioning', 'furnished', 'gated_community', 'party_hall', 'coworking_space', 'spa', 'accessible');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('active', 'inactive', 'pending', 'paused', 'sold', 'rented');--> statement-breakpoint
CREATE TYPE "public"."rental_period" AS ENUM('daily', 'biweekly', 'monthly', 'custom');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('inappropriate_content', 'false_misleading_information', 'property_not_available', 'owner_not_responding', 'inadequate_description_photos', 'advertisement_spam', 'copyright_violation', 'other');--> statement-breakpoint
CREATE TYPE "public"."steering_wheel" AS ENUM('manual', 'hydraulic', 'electric', 'electro_hydraulic');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'inactive', 'pending', 'canceled', 'expired', 'trial');--> statement-breakpoint
CREATE TYPE "public"."transmission" AS ENUM('manual', 'automatic', 'semi_automatic');--> statement-breakpoint
CREATE TYPE "public"."upload_status" AS ENUM('pending', 'uploading', 'completed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."user_profile" AS ENUM('owner', 'broker', 'business');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."vehicle_condition" AS ENUM('new', 'semi_new', 'used');--> statement-breakpoint
CREATE TYPE "public"."vehicle_status" AS ENUM('draft', 'pending', 'published', 'paused', 'sold', 'suspended', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('cars', 'motorcycles', 'trucks');--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"cnpj" text,
	"creci" text,
	"contact_email" text,
	"description" text,
	"street" text,
	"number" text,
	"complement" text,
	"neighborhood" text,
	"city_id" integer,
	"state" text,
	"zip_code" text,
	"lat" text,
	"lng" text,
	"show_on_map" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "agency_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"number" text NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"creci" text,
	"cpf" text,
	"presentation_name" text,
	"presentation" text,
	"show_profile" boolean DEFAULT true NOT NULL,
	"profile" "user_profile" DEFAULT 'owner' NOT NULL,
	"profile_chosen" boolean DEFAULT false NOT NULL,
	"can_edit_profile" boolean DEFAULT true NOT NULL,
	"avatar" jsonb,
	"city_id" integer,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" "property_category" NOT NULL,
	"category_group" "category_group" DEFAULT 'residential' NOT NULL,
	"listing_type" "listing_type" NOT NULL,
	"price" integer,
	"price_on_request" boolean DEFAULT false NOT NULL,
	"rental_period" "rental_period",
	"rental_days" integer,
	"bedroom" integer,
	"bathroom" integer,
	"suite" integer,
	"floor" integer,
	"parking_space" integer,
	"commercial_room" integer,
	"square_meters" double precision,
	"built_area_meters" double precision,
	"year_built" integer,
	"allows_pets" boolean DEFAULT false NOT NULL,
	"features" "property_feature"[] DEFAULT '{}' NOT NULL,
	"youtube_url" text,
	"status" "property_status" DEFAULT 'pending' NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"highlighted_until" timestamp with time zone,
	"street" text,
	"number" text,
	"complement" text,
	"neighborhood" text,
	"city_id" integer NOT NULL,
	"state" text DEFAULT 'BA' NOT NULL,
	"zip_code" text,
	"reference" text,
	"lat" double precision,
	"lng" double precision,
	"show_map" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_media" (
	"property_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"alt" text,
	CONSTRAINT "property_media_property_id_media_id_pk" PRIMARY KEY("property_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "property_page_views" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "property_page_views_property_id_day_visitor_pk" PRIMARY KEY("property_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "property_view_totals" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optional_item_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "optional_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"vehicle_type" "vehicle_type" NOT NULL,
	"image_media_id" integer,
	"status" "active_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_media" (
	"vehicle_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vehicle_media_vehicle_id_media_id_pk" PRIMARY KEY("vehicle_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" "active_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_optional_items" (
	"vehicle_id" integer NOT NULL,
	"optional_item_id" integer NOT NULL,
	CONSTRAINT "vehicle_optional_items_vehicle_id_optional_item_id_pk" PRIMARY KEY("vehicle_id","optional_item_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"year" integer NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"status" "active_status" DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"vehicle_type" "vehicle_type" NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"year" integer NOT NULL,
	"color" text,
	"fuel_type" "fuel_type" NOT NULL,
	"condition" "vehicle_condition" NOT NULL,
	"plate" text,
	"plate_last_digit" text,
	"mileage" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"transmission" "transmission" NOT NULL,
	"one_owner" boolean DEFAULT false NOT NULL,
	"price" integer,
	"steering_wheel" "steering_wheel",
	"bodywork" "bodywork",
	"doors" integer,
	"zip_code" text,
	"city_id" integer NOT NULL,
	"state" text DEFAULT 'BA' NOT NULL,
	"accepts_exchange" boolean DEFAULT false NOT NULL,
	"show_contact" boolean DEFAULT true NOT NULL,
	"financing_status" "financing_status"[] DEFAULT '{}' NOT NULL,
	"status" "vehicle_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" "payment_method_status" DEFAULT 'active' NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"holder_name" text NOT NULL,
	"provider_payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" "user_profile" NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"price_before_discount" integer,
	"active" boolean DEFAULT true NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"recurring" boolean DEFAULT true NOT NULL,
	"duration_in_months" integer DEFAULT 1 NOT NULL,
	"days" integer DEFAULT 7 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"provider_product_id" text,
	"provider_price_id" text,
	"properties_limit" integer DEFAULT 1 NOT NULL,
	"properties_highlighted_limit" integer DEFAULT 0 NOT NULL,
	"video" boolean DEFAULT false NOT NULL,
	"highlight_days" integer DEFAULT 0 NOT NULL,
	"property_gallery_limit" integer DEFAULT 10 NOT NULL,
	"period" "plan_period" DEFAULT 'monthly' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" "subscription_status" DEFAULT 'pending' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"recurring" boolean DEFAULT true NOT NULL,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"portfolio_size" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertiser_id" integer NOT NULL,
	"property_id" integer,
	"vehicle_id" integer,
	"kind" "lead_kind" DEFAULT 'message' NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"message" text,
	"archived" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"reason" "report_reason" NOT NULL,
	"details" text,
	"resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_phones" ADD CONSTRAINT "agency_phones_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_phones" ADD CONSTRAINT "user_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_media" ADD CONSTRAINT "property_media_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_media" ADD CONSTRAINT "property_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_page_views" ADD CONSTRAINT "property_page_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_view_totals" ADD CONSTRAINT "property_view_totals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optional_items" ADD CONSTRAINT "optional_items_group_id_optional_item_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."optional_item_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_brands" ADD CONSTRAINT "vehicle_brands_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_media" ADD CONSTRAINT "vehicle_media_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_media" ADD CONSTRAINT "vehicle_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_optional_items" ADD CONSTRAINT "vehicle_optional_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_optional_items" ADD CONSTRAINT "vehicle_optional_items_optional_item_id_optional_items_id_fk" FOREIGN KEY ("optional_item_id") REFERENCES "public"."optional_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_years" ADD CONSTRAINT "vehicle_years_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_id_vehicle_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."vehicle_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_key" ON "admins" USING btree ("email");--> statement-breakpoint
CREATE INDEX "user_phones_user_idx" ON "user_phones" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "media_hash_key" ON "media" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "properties_status_created_idx" ON "properties" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "properties_user_idx" ON "properties" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_brands_type_code_key" ON "vehicle_brands" USING btree ("vehicle_type","code");--> statement-breakpoint
CREATE INDEX "vehicle_models_brand_idx" ON "vehicle_models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "vehicle_years_model_idx" ON "vehicle_years" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "vehicles_status_created_idx" ON "vehicles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_user_idx" ON "vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicles_type_brand_idx" ON "vehicles" USING btree ("vehicle_type","brand_id","model_id");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leads_advertiser_idx" ON "leads" USING btree ("advertiser_id","sent_at");