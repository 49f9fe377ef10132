-- Issue 20: the home page's categories on offer sum a count of events per date and category, kept by triggers on event_search, where they counted every upcoming event's categories on each uncached home page.
CREATE TABLE "event_category_days" (
	"start_date" date NOT NULL,
	"category_id" integer NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "event_category_days_start_date_category_id_pk" PRIMARY KEY("start_date","category_id")
);
--> statement-breakpoint
CREATE INDEX "event_search_user_idx" ON "event_search" USING btree ("user_id","start_date");
--> statement-breakpoint
-- Each statement that writes event_search moves the counts of the dates and categories its rows
-- left and joined, in one upsert ordered by key (two writers lock shared rows in the same order).
-- Rows at 0 stay until the daily roll-over; no row is ever below 0, as a row is counted when it
-- joins and uncounted when it leaves.
CREATE FUNCTION "event_category_days_of_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "event_category_days" AS d ("start_date", "category_id", "events")
    SELECT n."start_date", c."id", count(*)::int
    FROM "joined_rows" n CROSS JOIN LATERAL unnest(n."category_ids") AS c("id")
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("start_date", "category_id") DO UPDATE SET "events" = d."events" + excluded."events";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "event_category_days" AS d ("start_date", "category_id", "events")
    SELECT o."start_date", c."id", -count(*)::int
    FROM "left_rows" o CROSS JOIN LATERAL unnest(o."category_ids") AS c("id")
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("start_date", "category_id") DO UPDATE SET "events" = d."events" + excluded."events";
  ELSE
    INSERT INTO "event_category_days" AS d ("start_date", "category_id", "events")
    SELECT moved."start_date", moved."category_id", sum(moved."events")::int FROM (
      SELECT n."start_date", c."id" AS "category_id", 1 AS "events"
      FROM "joined_rows" n CROSS JOIN LATERAL unnest(n."category_ids") AS c("id")
      UNION ALL
      SELECT o."start_date", c."id", -1
      FROM "left_rows" o CROSS JOIN LATERAL unnest(o."category_ids") AS c("id")) moved
    GROUP BY 1, 2 HAVING sum(moved."events") <> 0 ORDER BY 1, 2
    ON CONFLICT ("start_date", "category_id") DO UPDATE SET "events" = d."events" + excluded."events";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_category_days_of_inserted" AFTER INSERT ON "event_search"
REFERENCING NEW TABLE AS "joined_rows" FOR EACH STATEMENT EXECUTE FUNCTION "event_category_days_of_search"();
--> statement-breakpoint
CREATE TRIGGER "event_category_days_of_updated" AFTER UPDATE ON "event_search"
REFERENCING OLD TABLE AS "left_rows" NEW TABLE AS "joined_rows" FOR EACH STATEMENT EXECUTE FUNCTION "event_category_days_of_search"();
--> statement-breakpoint
CREATE TRIGGER "event_category_days_of_deleted" AFTER DELETE ON "event_search"
REFERENCING OLD TABLE AS "left_rows" FOR EACH STATEMENT EXECUTE FUNCTION "event_category_days_of_search"();
--> statement-breakpoint
-- What event_search holds now; the triggers keep it from here.
INSERT INTO "event_category_days" ("start_date", "category_id", "events")
SELECT s."start_date", c."id", count(*)::int
FROM "event_search" s CROSS JOIN LATERAL unnest(s."category_ids") AS c("id")
GROUP BY 1, 2;
