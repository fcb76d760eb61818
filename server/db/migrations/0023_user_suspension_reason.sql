ALTER TABLE "users" ADD COLUMN "suspension_reason" text;
