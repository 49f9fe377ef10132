-- Trigram indexes below need pg_trgm (a trusted extension since PostgreSQL 13; bundled with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "event_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location_type" text NOT NULL,
	"location_venue" text DEFAULT '' NOT NULL,
	"location_city" text DEFAULT '' NOT NULL,
	"location_country" text DEFAULT '' NOT NULL,
	"location_postcode" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"category" text,
	"category_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_id" integer,
	"category_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"event_type_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"external_event_link" text,
	"online_event_link" text,
	"image_url" text,
	"original_image_url" text,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"capacity" integer,
	"user_id" uuid NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tag_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tag_group_id" integer,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tag_group_id_tag_groups_id_fk" FOREIGN KEY ("tag_group_id") REFERENCES "public"."tag_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_public_order_idx" ON "events" USING btree ("start_date","start_time","id") WHERE "events"."is_draft" = false;--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "events_category_ids_idx" ON "events" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "events_event_type_ids_idx" ON "events" USING gin ("event_type_ids");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_subtitle_trgm_idx" ON "events" USING gin ("subtitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_venue_trgm_idx" ON "events" USING gin ("location_venue" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_city_trgm_idx" ON "events" USING gin ("location_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_name_trgm_idx" ON "tags" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_display_name_trgm_idx" ON "profiles" USING gin (coalesce("display_name", '') gin_trgm_ops);