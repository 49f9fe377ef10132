-- Issue 24: search and the public lists read event_search, a narrow row of each public event kept by triggers (ADR 35); the events indexes only search read are dropped, and the lower-cased description copy with them.
CREATE TABLE "event_search" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"start_time" time NOT NULL,
	"user_id" uuid NOT NULL,
	"series_id" uuid,
	"category_ids" integer[] NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"city" text NOT NULL,
	"venue" text NOT NULL,
	"category_names" text NOT NULL,
	"tag_names" text NOT NULL,
	"host_names" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_search_descriptions" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"start_time" time NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "events_category_ids_idx";
--> statement-breakpoint
DROP INDEX "events_title_prefix_idx";
--> statement-breakpoint
DROP INDEX "events_subtitle_trgm_idx";
--> statement-breakpoint
DROP INDEX "events_venue_trgm_idx";
--> statement-breakpoint
DROP INDEX "events_city_trgm_idx";
--> statement-breakpoint
DROP INDEX "events_description_trgm_idx";
--> statement-breakpoint
ALTER TABLE "event_search" ADD CONSTRAINT "event_search_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "event_search_descriptions" ADD CONSTRAINT "event_search_descriptions_event_id_event_search_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_search"("event_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "description_search";
--> statement-breakpoint
-- The row of each event in `ids` as search and the public lists read it (ADR 35), made again
-- from the tables it is drawn from: written when it differs, deleted when the event is not
-- public (a draft, or cancelled). Names are joined by U+001F, which no search term holds.
CREATE FUNCTION "event_search_refresh"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "event_search" s WHERE s."event_id" = ANY("ids") AND NOT EXISTS (
    SELECT 1 FROM "events" e WHERE e."id" = s."event_id" AND e."is_draft" = false
      AND e."cancelled_at" IS NULL);
  INSERT INTO "event_search" AS s ("event_id", "start_date", "start_time", "user_id", "series_id",
    "category_ids", "title", "subtitle", "city", "venue", "category_names", "tag_names", "host_names")
  SELECT e."id", e."start_date", e."start_time", e."user_id", e."series_id", e."category_ids",
    lower(e."title"), lower(e."subtitle"), lower(e."location_city"), lower(e."location_venue"),
    coalesce((SELECT string_agg(lower(c."name"), E'\x1f') FROM "event_categories" c
              WHERE c."id" = ANY(e."category_ids")), ''),
    coalesce((SELECT string_agg(lower(t."name"), E'\x1f') FROM "tags" t
              WHERE t."id" = ANY(e."event_type_ids")), ''),
    -- The host's names, and those of each accepted co-host whose account is not suspended:
    -- "first last" and the display name, as a person is found by either.
    coalesce((SELECT string_agg(lower(n."name"), E'\x1f') FROM (
        SELECT unnest(ARRAY[p."first_name" || ' ' || p."last_name", p."display_name"]) AS "name"
        FROM "profiles" p WHERE p."id" = e."user_id"
        UNION ALL
        SELECT unnest(ARRAY[p."first_name" || ' ' || p."last_name", p."display_name"])
        FROM "event_collaborators" ec
        JOIN "facilitator_spaces" fs ON fs."id" = ec."facilitator_space_id"
        JOIN "profiles" p ON p."id" = fs."user_id"
        WHERE ec."event_id" = e."id" AND ec."status" = 'accepted' AND p."suspended_at" IS NULL) n), '')
  FROM unnest("ids") AS changed("id") JOIN "events" e ON e."id" = changed."id"
  WHERE e."is_draft" = false AND e."cancelled_at" IS NULL
  ON CONFLICT ("event_id") DO UPDATE SET
    "start_date" = excluded."start_date", "start_time" = excluded."start_time",
    "user_id" = excluded."user_id", "series_id" = excluded."series_id",
    "category_ids" = excluded."category_ids", "title" = excluded."title",
    "subtitle" = excluded."subtitle", "city" = excluded."city", "venue" = excluded."venue",
    "category_names" = excluded."category_names", "tag_names" = excluded."tag_names",
    "host_names" = excluded."host_names"
  -- A save that changes nothing search reads writes nothing, and no index entry.
  WHERE (s."start_date", s."start_time", s."user_id", s."series_id", s."category_ids", s."title",
         s."subtitle", s."city", s."venue", s."category_names", s."tag_names", s."host_names")
    IS DISTINCT FROM (excluded."start_date", excluded."start_time", excluded."user_id",
         excluded."series_id", excluded."category_ids", excluded."title", excluded."subtitle",
         excluded."city", excluded."venue", excluded."category_names", excluded."tag_names",
         excluded."host_names");
  INSERT INTO "event_search_descriptions" AS d ("event_id", "start_date", "start_time", "description")
  SELECT e."id", e."start_date", e."start_time", lower(e."description")
  FROM unnest("ids") AS changed("id") JOIN "events" e ON e."id" = changed."id"
  WHERE e."is_draft" = false AND e."cancelled_at" IS NULL
  ON CONFLICT ("event_id") DO UPDATE SET "start_date" = excluded."start_date",
    "start_time" = excluded."start_time", "description" = excluded."description"
  -- A long description's trigrams are written again only when it or its date changed.
  WHERE (d."start_date", d."start_time", d."description")
    IS DISTINCT FROM (excluded."start_date", excluded."start_time", excluded."description");
$$;
--> statement-breakpoint
-- Events: every statement that inserts or updates them refreshes the rows it touched, in one
-- call (a seed of a million events is one refresh, not a million). A deleted event's row goes
-- with it (foreign key).
CREATE FUNCTION "event_search_of_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "event_search_refresh"(ARRAY(SELECT "id" FROM "changed_events"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_search_of_inserted_events" AFTER INSERT ON "events"
REFERENCING NEW TABLE AS "changed_events" FOR EACH STATEMENT EXECUTE FUNCTION "event_search_of_events"();
--> statement-breakpoint
CREATE TRIGGER "event_search_of_updated_events" AFTER UPDATE ON "events"
REFERENCING NEW TABLE AS "changed_events" FOR EACH STATEMENT EXECUTE FUNCTION "event_search_of_events"();
--> statement-breakpoint
-- A person's names, or their suspension (which takes their names off the events they co-host).
CREATE FUNCTION "event_search_of_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "event_search_refresh"(ARRAY(
    SELECT s."event_id" FROM "event_search" s WHERE s."user_id" = NEW."id"
    UNION
    SELECT ec."event_id" FROM "event_collaborators" ec
    JOIN "facilitator_spaces" fs ON fs."id" = ec."facilitator_space_id"
    WHERE fs."user_id" = NEW."id" AND ec."status" = 'accepted'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_search_of_profile" AFTER UPDATE OF "first_name", "last_name", "display_name", "suspended_at"
ON "profiles" FOR EACH ROW
WHEN ((OLD."first_name", OLD."last_name", OLD."display_name", OLD."suspended_at")
  IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."display_name", NEW."suspended_at"))
EXECUTE FUNCTION "event_search_of_profile"();
--> statement-breakpoint
-- A category or tag renamed or deleted: the events that carry it.
CREATE FUNCTION "event_search_of_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "event_search_refresh"(ARRAY(
    SELECT "event_id" FROM "event_search" WHERE "category_ids" && ARRAY[OLD."id"]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_search_of_category" AFTER UPDATE OF "name" OR DELETE ON "event_categories"
FOR EACH ROW EXECUTE FUNCTION "event_search_of_category"();
--> statement-breakpoint
CREATE FUNCTION "event_search_of_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "event_search_refresh"(ARRAY(
    SELECT e."id" FROM "events" e JOIN "event_search" s ON s."event_id" = e."id"
    WHERE e."event_type_ids" && ARRAY[OLD."id"]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_search_of_tag" AFTER UPDATE OF "name" OR DELETE ON "tags"
FOR EACH ROW EXECUTE FUNCTION "event_search_of_tag"();
--> statement-breakpoint
-- A co-host accepted, declined or removed: the names the event is found by.
CREATE FUNCTION "event_search_of_collaborator"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "event_search_refresh"(ARRAY[OLD."event_id"]);
  ELSE
    PERFORM "event_search_refresh"(ARRAY[NEW."event_id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_search_of_collaborator" AFTER INSERT OR UPDATE OF "status", "facilitator_space_id" OR DELETE
ON "event_collaborators" FOR EACH ROW EXECUTE FUNCTION "event_search_of_collaborator"();
--> statement-breakpoint
-- What is public and to come now; the triggers keep it from here, before the indexes are built
-- over it in bulk.
SELECT "event_search_refresh"(ARRAY(
  SELECT "id" FROM "events" WHERE "is_draft" = false AND "cancelled_at" IS NULL
    AND "start_date" >= (now() AT TIME ZONE 'Europe/London')::date));
--> statement-breakpoint
-- The date walk of lists and common words carries what the lists' filters ask of a row, so a
-- page of a list reads the table only for the rows it shows (Drizzle cannot say `include`).
CREATE INDEX "event_search_order_idx" ON "event_search" USING btree ("start_date", "start_time", "event_id")
  INCLUDE ("user_id", "series_id", "category_ids");
--> statement-breakpoint
CREATE INDEX "event_search_series_idx" ON "event_search" USING btree ("series_id","start_date","start_time","event_id") WHERE "event_search"."series_id" is not null;
--> statement-breakpoint
CREATE INDEX "event_search_title_prefix_idx" ON "event_search" USING btree ("title" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "event_search_category_ids_idx" ON "event_search" USING gin ("category_ids") WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "event_search_title_trgm_idx" ON "event_search" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "event_search_subtitle_trgm_idx" ON "event_search" USING gin ("subtitle" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "event_search_city_trgm_idx" ON "event_search" USING gin ("city" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "event_search_venue_trgm_idx" ON "event_search" USING gin ("venue" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "event_search_category_names_trgm_idx" ON "event_search" USING gin ("category_names" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "event_search_tag_names_trgm_idx" ON "event_search" USING gin ("tag_names" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "event_search_host_names_trgm_idx" ON "event_search" USING gin ("host_names" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "event_search_descriptions_order_idx" ON "event_search_descriptions" USING btree ("start_date","start_time","event_id");
--> statement-breakpoint
CREATE INDEX "event_search_descriptions_trgm_idx" ON "event_search_descriptions" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);
