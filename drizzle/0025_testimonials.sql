-- Issue 25: testimonials from real guests, one per guest and event, on the facilitator's space;
-- a report may now name a testimonial.
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"facilitator_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"reply_body" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"hidden_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_one_per_guest" UNIQUE("event_id","author_id"),
	CONSTRAINT "testimonials_body_check" CHECK (char_length("testimonials"."body") between 1 and 1000),
	CONSTRAINT "testimonials_reply_check" CHECK (("testimonials"."reply_body" is null) = ("testimonials"."replied_at" is null) and char_length(coalesce("testimonials"."reply_body", 'x')) between 1 and 1000),
	CONSTRAINT "testimonials_hidden_check" CHECK (("testimonials"."hidden_at" is null) = ("testimonials"."hidden_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "content_reports" DROP CONSTRAINT "content_reports_target_type_check";--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_facilitator_id_users_id_fk" FOREIGN KEY ("facilitator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_space_idx" ON "testimonials" USING btree ("facilitator_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "testimonials"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "testimonials_author_idx" ON "testimonials" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_type_check" CHECK ("content_reports"."target_type" in ('event', 'space', 'testimonial'));