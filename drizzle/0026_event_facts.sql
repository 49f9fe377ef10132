-- Issue 25: what to expect at an event (access, atmosphere, who it is for, intensity) from a catalogue super admins keep; what to bring and access notes; a host's defaults for new events. event_search carries the facts for the browse filter, and their names are found as tags' are.
CREATE TABLE "event_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'info' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_facts_kind_check" CHECK ("event_facts"."kind" in ('access', 'atmosphere', 'audience', 'intensity'))
);
--> statement-breakpoint
ALTER TABLE "event_search" ADD COLUMN "fact_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "fact_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "what_to_bring" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "access_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitator_spaces" ADD COLUMN "default_fact_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitator_spaces" ADD COLUMN "default_what_to_bring" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilitator_spaces" ADD COLUMN "default_access_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "event_facts_name_ci_idx" ON "event_facts" USING btree (lower("name"));
--> statement-breakpoint
INSERT INTO "event_facts" ("kind", "name", "icon", "sort_order") VALUES
  ('access', 'Step-free entrance', 'accessibility', 1),
  ('access', 'Accessible toilet', 'toilet', 2),
  ('access', 'Seating available', 'armchair', 3),
  ('access', 'Hearing loop', 'ear', 4),
  ('access', 'BSL interpretation', 'hand', 5),
  ('access', 'Large print', 'type', 6),
  ('atmosphere', 'Alcohol-free', 'wine-off', 1),
  ('atmosphere', 'Substance-free', 'cannabis-off', 2),
  ('atmosphere', 'Quiet space', 'volume-x', 3),
  ('atmosphere', 'Scent-free', 'flower', 4),
  ('atmosphere', 'Phones away', 'phone-off', 5),
  ('audience', 'Beginners welcome', 'sprout', 1),
  ('audience', 'Women only', 'venus', 2),
  ('audience', 'Men only', 'mars', 3),
  ('audience', 'LGBTQ+ centred', 'rainbow', 4),
  ('audience', '18+', 'id-card', 5),
  ('audience', 'Families welcome', 'baby', 6),
  ('intensity', 'Gentle', 'feather', 1),
  ('intensity', 'Moderate', 'waves', 2),
  ('intensity', 'Intense', 'flame', 3);
--> statement-breakpoint
-- The audience tags of migration 0002 that are facts now: each event that carries one carries the
-- fact instead (in the catalogue's order), and the tag goes, so a host never meets both.
CREATE TEMP TABLE "tags_become_facts" AS
SELECT t."id" AS "tag_id", f."id" AS "fact_id"
FROM (VALUES ('beginners welcome', 'Beginners welcome'), ('women only', 'Women only'),
             ('men only', 'Men only'), ('lgbtq+ friendly', 'LGBTQ+ centred'),
             ('family friendly', 'Families welcome'), ('alcohol-free', 'Alcohol-free'))
  AS p("tag_name", "fact_name")
JOIN "tags" t ON lower(t."name") = p."tag_name"
JOIN "event_facts" f ON f."name" = p."fact_name";
--> statement-breakpoint
UPDATE "events" e SET
  "fact_ids" = ARRAY(
    SELECT f."id" FROM "event_facts" f
    WHERE f."id" = ANY(e."fact_ids")
       OR f."id" IN (SELECT m."fact_id" FROM "tags_become_facts" m WHERE m."tag_id" = ANY(e."event_type_ids"))
    ORDER BY array_position(ARRAY['access', 'atmosphere', 'audience', 'intensity'], f."kind"),
      f."sort_order", f."id"),
  "event_type_ids" = ARRAY(
    SELECT chosen."id" FROM unnest(e."event_type_ids") WITH ORDINALITY AS chosen("id", "position")
    WHERE chosen."id" NOT IN (SELECT "tag_id" FROM "tags_become_facts")
    ORDER BY chosen."position")
WHERE e."event_type_ids" && ARRAY(SELECT "tag_id" FROM "tags_become_facts");
--> statement-breakpoint
DELETE FROM "tags" WHERE "id" IN (SELECT "tag_id" FROM "tags_become_facts");
--> statement-breakpoint
-- Its group, if nothing is left in it.
DELETE FROM "tag_groups" g WHERE g."name" = 'Audience'
  AND NOT EXISTS (SELECT 1 FROM "tags" t WHERE t."tag_group_id" = g."id");
--> statement-breakpoint
DROP TABLE "tags_become_facts";
--> statement-breakpoint
-- As in 0024, with the event's facts: their ids for the browse filter, and their names after
-- its tags' (a fact is found as a tag is: "step-free", and with a space for the hyphen,
-- "alcohol free").
CREATE OR REPLACE FUNCTION "event_search_refresh"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "event_search" s WHERE s."event_id" = ANY("ids") AND NOT EXISTS (
    SELECT 1 FROM "events" e WHERE e."id" = s."event_id" AND e."is_draft" = false
      AND e."cancelled_at" IS NULL);
  INSERT INTO "event_search" AS s ("event_id", "start_date", "start_time", "user_id", "series_id",
    "category_ids", "fact_ids", "title", "subtitle", "city", "venue", "category_names",
    "tag_names", "host_names")
  SELECT e."id", e."start_date", e."start_time", e."user_id", e."series_id", e."category_ids",
    e."fact_ids", lower(e."title"), lower(e."subtitle"), lower(e."location_city"),
    lower(e."location_venue"),
    coalesce((SELECT string_agg(lower(c."name"), E'\x1f') FROM "event_categories" c
              WHERE c."id" = ANY(e."category_ids")), ''),
    coalesce((SELECT string_agg(n."name", E'\x1f') FROM (
        SELECT lower(t."name") AS "name" FROM "tags" t WHERE t."id" = ANY(e."event_type_ids")
        UNION ALL
        SELECT lower(f."name") FROM "event_facts" f WHERE f."id" = ANY(e."fact_ids")
        UNION ALL
        -- "Alcohol-free" is searched for as "alcohol free" too.
        SELECT lower(replace(f."name", '-', ' ')) FROM "event_facts" f
        WHERE f."id" = ANY(e."fact_ids") AND f."name" LIKE '%-%') n), ''),
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
    "category_ids" = excluded."category_ids", "fact_ids" = excluded."fact_ids",
    "title" = excluded."title", "subtitle" = excluded."subtitle", "city" = excluded."city",
    "venue" = excluded."venue", "category_names" = excluded."category_names",
    "tag_names" = excluded."tag_names", "host_names" = excluded."host_names"
  -- A save that changes nothing search reads writes nothing, and no index entry.
  WHERE (s."start_date", s."start_time", s."user_id", s."series_id", s."category_ids",
         s."fact_ids", s."title", s."subtitle", s."city", s."venue", s."category_names",
         s."tag_names", s."host_names")
    IS DISTINCT FROM (excluded."start_date", excluded."start_time", excluded."user_id",
         excluded."series_id", excluded."category_ids", excluded."fact_ids", excluded."title",
         excluded."subtitle", excluded."city", excluded."venue", excluded."category_names",
         excluded."tag_names", excluded."host_names");
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
-- A fact renamed or deleted: the events that carry it.
CREATE FUNCTION "event_search_of_fact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "event_search_refresh"(ARRAY(
    SELECT "event_id" FROM "event_search" WHERE "fact_ids" && ARRAY[OLD."id"]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_search_of_fact" AFTER UPDATE OF "name" OR DELETE ON "event_facts"
FOR EACH ROW EXECUTE FUNCTION "event_search_of_fact"();
--> statement-breakpoint
-- The lists' date walk carries the facts too, so a list filtered by them still reads the table
-- only for the rows it shows.
DROP INDEX "event_search_order_idx";
--> statement-breakpoint
CREATE INDEX "event_search_order_idx" ON "event_search" USING btree ("start_date", "start_time", "event_id")
  INCLUDE ("user_id", "series_id", "category_ids", "fact_ids");
