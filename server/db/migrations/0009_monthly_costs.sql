ALTER TABLE "properties" ADD COLUMN "rent_price" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "condo_fee" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "iptu_monthly" integer;