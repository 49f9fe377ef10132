-- Series of dates (issue 23, ADR 34): the rule of a repeating event, which date of it each event is, and each event's version for calendar feeds.
CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rule" jsonb NOT NULL,
	"first_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"end_day_offset" integer DEFAULT 0 NOT NULL,
	"made_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_series_made_until_idx" ON "event_series" USING btree ("made_until");--> statement-breakpoint
CREATE INDEX "event_series_user_idx" ON "event_series" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_series_date_idx" ON "events" USING btree ("series_id","series_date") WHERE "events"."series_id" is not null;--> statement-breakpoint
CREATE INDEX "events_series_next_idx" ON "events" USING btree ("series_id","start_date","start_time","id") WHERE "events"."is_draft" = false and "events"."series_id" is not null;