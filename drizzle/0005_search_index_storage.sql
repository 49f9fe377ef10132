DROP INDEX "events_category_ids_idx";--> statement-breakpoint
DROP INDEX "events_event_type_ids_idx";--> statement-breakpoint
DROP INDEX "events_title_trgm_idx";--> statement-breakpoint
DROP INDEX "events_subtitle_trgm_idx";--> statement-breakpoint
DROP INDEX "events_venue_trgm_idx";--> statement-breakpoint
DROP INDEX "events_city_trgm_idx";--> statement-breakpoint
DROP INDEX "tags_name_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_display_name_trgm_idx";--> statement-breakpoint
DROP INDEX "facilitator_spaces_display_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "events_category_ids_idx" ON "events" USING gin ("category_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_event_type_ids_idx" ON "events" USING gin ("event_type_ids") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_subtitle_trgm_idx" ON "events" USING gin ("subtitle" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_venue_trgm_idx" ON "events" USING gin ("location_venue" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_city_trgm_idx" ON "events" USING gin ("location_city" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tags_name_trgm_idx" ON "tags" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm_idx" ON "profiles" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_display_name_trgm_idx" ON "profiles" USING gin (coalesce("display_name", '') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "facilitator_spaces_display_name_trgm_idx" ON "facilitator_spaces" USING gin ("display_name" gin_trgm_ops) WITH (fastupdate=false);