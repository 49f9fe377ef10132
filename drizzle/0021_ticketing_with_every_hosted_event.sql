-- A hosted event's booking settings and first ticket type are now made when it is saved (issue
-- 22), no longer on the first read of its tickets: events saved since 0017 that nobody had read
-- get them now, from the price and capacity they were saved with, as 0017 did before them.
WITH "made" AS (
  INSERT INTO "event_ticketing" ("event_id", "capacity")
  SELECT "id", "capacity" FROM "events" "e"
  WHERE NOT "e"."is_external"
    AND NOT EXISTS (SELECT 1 FROM "event_ticketing" "t" WHERE "t"."event_id" = "e"."id")
  RETURNING "event_id"
)
INSERT INTO "ticket_types" ("event_id", "name", "kind", "price_pence")
SELECT "e"."id", CASE WHEN "e"."price_pence" = 0 THEN 'Free place' ELSE 'General admission' END, 'fixed', "e"."price_pence"
FROM "made" JOIN "events" "e" ON "e"."id" = "made"."event_id";
