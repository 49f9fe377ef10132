-- Issue 23: cancelled dates, when events were first published (for followers' news), reminders per event and per booking, the followed-news e-mail switch, followers' announcements and daily digests, members' private calendar feeds.
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_secret_unique" UNIQUE("secret")
);
--> statement-breakpoint
CREATE TABLE "follower_announcements" (
	"subject_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_digests" (
	"user_id" uuid NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_digests_user_id_sent_on_pk" PRIMARY KEY("user_id","sent_on")
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "followed_news" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancellation_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_ticketing" ADD COLUMN "reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_announcements" ADD CONSTRAINT "follower_announcements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_announcements" ADD CONSTRAINT "follower_announcements_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_digests" ADD CONSTRAINT "news_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follower_announcements_announced_idx" ON "follower_announcements" USING btree ("announced_at");--> statement-breakpoint
CREATE INDEX "events_published_at_idx" ON "events" USING btree ("published_at") WHERE "events"."published_at" is not null;--> statement-breakpoint
-- Published before this migration: dated by when they were made, so none of them is news now.
UPDATE "events" SET "published_at" = "created_at" WHERE "is_draft" = false;--> statement-breakpoint
CREATE FUNCTION "events_first_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."is_draft" = false AND NEW."published_at" IS NULL THEN
    NEW."published_at" := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_first_published" BEFORE INSERT OR UPDATE OF "is_draft" ON "events"
FOR EACH ROW EXECUTE FUNCTION "events_first_published"();
