-- Lead webhooks: an agency's address that receives each new lead, signed with its own secret, and the queue of
-- deliveries with their attempts (the dashboard's delivery log). One webhook per account.
CREATE TABLE "lead_webhooks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_webhooks" ADD CONSTRAINT "lead_webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A delivery is one event for one account, sent to the webhook's address at the time of each attempt. `retry_until`
-- ends the retries (24 h after the event, or after a "Reenviar"); the event id is the receiver's dedupe key and
-- unique per account, so a lead is queued once whoever queues it.
CREATE TABLE "lead_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"lead_id" integer,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_until" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"last_response" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_webhook_deliveries_status_check" CHECK ("status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "lead_webhook_deliveries_event_type_check" CHECK ("event_type" in ('lead.created', 'webhook.test'))
);
--> statement-breakpoint
ALTER TABLE "lead_webhook_deliveries" ADD CONSTRAINT "lead_webhook_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_webhook_deliveries_event_idx" ON "lead_webhook_deliveries" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "lead_webhook_deliveries_log_idx" ON "lead_webhook_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_webhook_deliveries_due_idx" ON "lead_webhook_deliveries" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
-- Each attempt, as the log shows it: what the receiver answered (a short excerpt only) or why nothing was sent.
CREATE TABLE "lead_webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"error" text,
	"response" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_webhook_attempts" ADD CONSTRAINT "lead_webhook_attempts_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."lead_webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_webhook_attempts_delivery_idx" ON "lead_webhook_attempts" USING btree ("delivery_id","attempted_at");
