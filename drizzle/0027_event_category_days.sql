-- Issue 20: the home page's categories on offer sum changes to a count of events per date and category, inserted by triggers on event_search, where they counted every upcoming event's categories on each uncached home page.
CREATE TABLE "event_category_days" (
	"start_date" date NOT NULL,
	"category_id" integer NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_category_days_date_idx" ON "event_category_days" USING btree ("start_date","category_id");
--> statement-breakpoint
CREATE INDEX "event_search_user_idx" ON "event_search" USING btree ("user_id","start_date");
--> statement-breakpoint
-- Each statement that writes event_search inserts what it changed in the counts: +n for the
-- dates and categories its rows joined, -n for those they left. Inserts only, no row updated in
-- place, so writers never wait on each other here, and no deadlock between two transactions of
-- several statements (a series edit) can come of it. The daily roll-over folds them together.
CREATE FUNCTION "event_category_days_of_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "event_category_days" ("start_date", "category_id", "events")
    SELECT n."start_date", c."id", count(*)::int
    FROM "joined_rows" n CROSS JOIN LATERAL unnest(n."category_ids") AS c("id")
    GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "event_category_days" ("start_date", "category_id", "events")
    SELECT o."start_date", c."id", -count(*)::int
    FROM "left_rows" o CROSS JOIN LATERAL unnest(o."category_ids") AS c("id")
    GROUP BY 1, 2;
  ELSE
    INSERT INTO "event_category_days" ("start_date", "category_id", "events")
    SELECT moved."start_date", moved."category_id", sum(moved."events")::int FROM (
      SELECT n."start_date", c."id" AS "category_id", 1 AS "events"
      FROM "joined_rows" n CROSS JOIN LATERAL unnest(n."category_ids") AS c("id")
      UNION ALL
      SELECT o."start_date", c."id", -1
      FROM "left_rows" o CROSS JOIN LATERAL unnest(o."category_ids") AS c("id")) moved
    GROUP BY 1, 2 HAVING sum(moved."events") <> 0;
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
-- A TRUNCATE of event_search (by hand; nothing in Kindred does it) leaves nothing to count.
CREATE FUNCTION "event_category_days_of_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "event_category_days";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_category_days_of_truncated" AFTER TRUNCATE ON "event_search"
FOR EACH STATEMENT EXECUTE FUNCTION "event_category_days_of_truncated"();
--> statement-breakpoint
-- What event_search holds now; the triggers keep it from here.
INSERT INTO "event_category_days" ("start_date", "category_id", "events")
SELECT s."start_date", c."id", count(*)::int
FROM "event_search" s CROSS JOIN LATERAL unnest(s."category_ids") AS c("id")
GROUP BY 1, 2;
