CREATE TABLE "phone_reveals" (
	"day" date NOT NULL,
	"viewer" text NOT NULL,
	"advertiser_id" integer NOT NULL,
	CONSTRAINT "phone_reveals_day_viewer_advertiser_id_pk" PRIMARY KEY("day","viewer","advertiser_id")
);
--> statement-breakpoint
CREATE TABLE "phone_view_mails" (
	"advertiser_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "phone_view_mails_advertiser_id_day_pk" PRIMARY KEY("advertiser_id","day")
);
--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_view_mails" ADD CONSTRAINT "phone_view_mails_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
