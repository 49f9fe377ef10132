-- Moderation (issue 12): reports of events and spaces (content_reports), and an event's
-- moderation state on the event itself (moderated_at, moderated_by, moderation_reason; see
-- schema/events.ts). No data moves: every event starts unmoderated.
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_target_type_check" CHECK ("content_reports"."target_type" in ('event', 'space')),
	CONSTRAINT "content_reports_status_check" CHECK ("content_reports"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "moderated_by" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_status_idx" ON "content_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "content_reports_queue_idx" ON "content_reports" USING btree (("status" = 'open'),"created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_one_open_idx" ON "content_reports" USING btree ("reporter_id","target_type","target_id") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "content_reports_open_target_idx" ON "content_reports" USING btree ("target_type","target_id") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "events_moderated_idx" ON "events" USING btree ("created_at","id") WHERE "events"."moderated_at" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_moderated_is_draft" CHECK ("events"."moderated_at" is null or "events"."is_draft");