ALTER TABLE "subscriptions" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_payment_error" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refused_reason" text;--> statement-breakpoint
-- Before this column the provider was not recorded. The sandbox's subscription ids have 16 characters after
-- "sub_", Stripe's 24: that tells them apart.
UPDATE "subscriptions" SET "provider" = CASE WHEN length("provider_subscription_id") = 20 THEN 'sandbox' ELSE 'stripe' END WHERE "provider_subscription_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "trial_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"card_fingerprint" text,
	"document" text,
	"provider_subscription_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_grants_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);--> statement-breakpoint
ALTER TABLE "trial_grants" ADD CONSTRAINT "trial_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_grants_user_idx" ON "trial_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trial_grants_card_idx" ON "trial_grants" USING btree ("card_fingerprint");--> statement-breakpoint
CREATE INDEX "trial_grants_document_idx" ON "trial_grants" USING btree ("document");--> statement-breakpoint
-- Trials already given count once per person from now on.
INSERT INTO "trial_grants" ("user_id", "provider_subscription_id") SELECT "user_id", "provider_subscription_id" FROM "subscriptions" WHERE "trial_end" IS NOT NULL AND "provider_subscription_id" IS NOT NULL ON CONFLICT DO NOTHING;
