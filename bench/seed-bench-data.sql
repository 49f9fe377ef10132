-- :hosts hosts and :events events with tags (a fifth of them dates of weekly series of ten),
-- made inside PostgreSQL so seeding takes seconds (minutes at a million).
-- bench/run.ts replaces :today by the London date, and the sizes: 10,000 hosts and 100,000
-- events over :span days from :back days ago (92% to come), or at BENCH_EVENTS=1000000 50,000
-- hosts and a million events over five years, a fifth of them to come (issue 24).
INSERT INTO users (id, name, email, email_verified)
SELECT gen_random_uuid(),
       (ARRAY['Maya','Theo','Isla','Priya','Jonah','Aisha','Luca','Freya','Oliver','Rowan','Sage','Willow','Arjun','Nia','Kai'])[1 + (i % 15)]
         || ' ' || (ARRAY['Rivers','Okafor','MacLeod','Shah','Wilde','Bello','Romano','Lund','Grant','Moss','Ashby','Fenwick'])[1 + (i % 12)] || ' ' || i,
       'host' || i || '@bench.test', true
FROM generate_series(1, :hosts) AS i;

INSERT INTO profiles (id, first_name, last_name, email, is_host)
SELECT id, split_part(name, ' ', 1), split_part(name, ' ', 2) || split_part(name, ' ', 3), email, true FROM users WHERE email LIKE '%@bench.test';

CREATE TEMP TABLE bench_hosts AS SELECT row_number() OVER () AS n, id FROM users WHERE email LIKE '%@bench.test';

-- Every GIN index's new entries go to its pending list and are merged in bulk (by the vacuum
-- after seeding) rather than one row at a time, which took over ten minutes at 100,000 events.
CREATE TEMP TABLE bench_gin_indexes AS
SELECT c.oid::regclass::text AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
JOIN pg_am a ON a.oid = c.relam
WHERE a.amname = 'gin' AND i.indrelid IN ('events'::regclass, 'event_search'::regclass,
                                          'event_search_descriptions'::regclass);
DO $$ DECLARE n text; BEGIN
  FOR n IN SELECT name FROM bench_gin_indexes LOOP
    EXECUTE format('ALTER INDEX %s SET (fastupdate = on)', n);
  END LOOP;
END $$;
SET gin_pending_list_limit = '1GB';
-- The search table (ADR 35) is filled once at the end with what is to come, as its migration
-- fills it, rather than by its triggers for every date of five years.
ALTER TABLE events DISABLE TRIGGER event_search_of_inserted_events;
ALTER TABLE events DISABLE TRIGGER event_search_of_updated_events;

INSERT INTO events (title, subtitle, description, start_date, end_date, start_time, end_time, starts_at, ends_at,
                    location_type, location_venue, location_city, location_country, category, category_names, category_id,
                    category_ids, event_type_ids, fact_ids, price_pence, capacity, user_id, is_draft, published_at)
SELECT title, subtitle, description, d, d, t, t + interval '2 hours',
       (d + t) AT TIME ZONE 'Europe/London', (d + t + interval '2 hours') AT TIME ZONE 'Europe/London',
       CASE WHEN i % 7 = 0 THEN 'online' ELSE 'physical' END,
       CASE WHEN i % 7 = 0 THEN '' ELSE venue END, CASE WHEN i % 7 = 0 THEN '' ELSE city END, 'United Kingdom',
       c.name, ARRAY[c.name], c.id, ARRAY[c.id], ARRAY[tag1, tag2],
       -- What to expect (issue 25): step-free at a third, alcohol-free at a quarter (both at a
       -- twelfth), beginners welcome at a fifth, gentle at a seventh; in the catalogue's order.
       ARRAY_REMOVE(ARRAY[CASE WHEN i % 3 = 0 THEN f.step END, CASE WHEN i % 4 = 0 THEN f.sober END,
                          CASE WHEN i % 5 = 0 THEN f.beginners END, CASE WHEN i % 7 = 1 THEN f.gentle END], NULL),
       (i % 6) * 500, 20 + (i % 80), h.id, i % 20 = 0,
       -- Published long before the run: none of it is news for followers (issue 23), whose poll
       -- would otherwise tell of 100,000 events while the bench measures.
       CASE WHEN i % 20 = 0 THEN NULL ELSE now() - interval '30 days' END
FROM (
  SELECT i,
    (ARRAY['Sacred','Full Moon','New Moon','Sunrise','Candlelit','Deep','Gentle','Wild','Heart','Forest','Ocean','Winter'])[1 + (i % 12)] || ' ' ||
    (ARRAY['Cacao Ceremony','Ecstatic Dance','Breathwork Circle','Sound Bath','Yin Yoga','Kirtan','Gong Bath','Meditation','Tantra Workshop','Drum Circle'])[1 + ((i / 12) % 10)] ||
    CASE WHEN i % 997 = 0 THEN ' Zephyrine' ELSE '' END AS title,
    (ARRAY['An evening of heart-opening ritual','Move, breathe and let go','Rest deeply in sound','Come home to your body','Gather in community'])[1 + (i % 5)] AS subtitle,
    -- Descriptions as hosts write them: 6 to 42 sentences (400 to 3,200 characters, so that
    -- PostgreSQL keeps no statistics on many of them), "blanket" in about half, and "marigold"
    -- in one in a thousand and nowhere else.
    (SELECT string_agg((ARRAY[
      'Arrive ten minutes early to settle in and find your place in the circle.',
      'Bring a blanket, a cushion and a bottle of water.',
      'No experience is needed; every body and every background is welcome here.',
      'We open with a short grounding practice and an invitation to set an intention.',
      'The space is step-free and there is a quiet room if you need a moment alone.',
      'Please avoid heavy meals and caffeine for a few hours beforehand.',
      'Wear loose, comfortable clothing you can move and rest in.',
      'Tea and light snacks are shared at the end while we talk about the journey.',
      'Our facilitator has guided groups across the country for over ten years.',
      'Phones stay off for the whole session so that everyone can be fully present.',
      'Let us know in advance about any injuries, pregnancy or medical conditions.',
      'The evening closes with a long rest and a sharing circle for those who wish to speak.',
      'Tickets are non-refundable but can be passed on to a friend.',
      'Live music accompanies the practice, played on handpan, flute and frame drum.',
      'Expect gentle movement, guided breathing and plenty of time to simply be.',
      'Parking is limited, so please cycle, walk or share a lift where you can.',
      'Mats and eye pillows are provided, though you are welcome to bring your own.',
      'This gathering is alcohol-free and we ask everyone to arrive sober.',
      'Children over twelve may join with a parent or guardian.',
      'Doors close once we begin, so that the container stays safe for everyone.',
      'Each season we return to this practice to mark the turning of the year.',
      'Many people leave feeling lighter, calmer and more connected to others.',
      'Sliding-scale places are held for anyone who needs them: just ask.',
      'Stay afterwards for a walk by the river if the weather is kind.'])[1 + ((i * 7 + k * (1 + i % 5)) % 24)], E'\n')
     FROM generate_series(1, 6 + i % 37) AS k)
      || CASE WHEN i % 1009 = 0 THEN E'\nMarigold petals are scattered around the altar.' ELSE '' END AS description,
    (:today::date - :back + (i % :span)) AS d,
    make_time(7 + (i % 14), (i % 4) * 15, 0) AS t,
    (ARRAY['The Round House','Hackney Light Studio','Leith Sound Temple','The Old Chapel','Riverside Yurt','Community Hall'])[1 + (i % 6)] AS venue,
    (ARRAY['Bristol','London','Edinburgh','Brighton','Manchester','Leeds','Glasgow','Totnes','Bath','Norwich','Cardiff','Sheffield'])[1 + ((i / 6) % 12)] AS city,
    1 + (i % 10) AS cat_n,
    1 + (i % 40) AS tag1, 1 + ((i / 40) % 40) AS tag2,
    1 + (i % :hosts) AS host_n
  FROM generate_series(1, :events) AS i
) AS g
JOIN (SELECT row_number() OVER (ORDER BY id) AS n, id, name FROM event_categories) AS c ON c.n = g.cat_n
JOIN bench_hosts h ON h.n = g.host_n
CROSS JOIN (SELECT (SELECT id FROM event_facts WHERE name = 'Step-free entrance') AS step,
                   (SELECT id FROM event_facts WHERE name = 'Alcohol-free') AS sober,
                   (SELECT id FROM event_facts WHERE name = 'Beginners welcome') AS beginners,
                   (SELECT id FROM event_facts WHERE name = 'Gentle') AS gentle) AS f;

-- 20% of the events are the dates of weekly series (2,000 at 100,000 events; issue 23, ADR 34): ten dates each, a
-- week apart, sharing the first's title, host and time, as the app makes them.
CREATE TEMP TABLE bench_series_dates AS
SELECT id, (row_number() OVER (ORDER BY id) - 1) AS k FROM events WHERE NOT is_draft ORDER BY id LIMIT :events / 5;
CREATE TEMP TABLE bench_series AS
SELECT d.k / 10 AS s, gen_random_uuid() AS id, e.id AS first_id, e.user_id, e.title, e.start_date,
       e.start_time, e.end_time
FROM bench_series_dates d JOIN events e ON e.id = d.id WHERE d.k % 10 = 0;
INSERT INTO event_series (id, user_id, rule, first_date, start_time, end_time, made_until)
SELECT id, user_id,
       jsonb_build_object(
         'repeat', jsonb_build_object('kind', 'weekly', 'every', 1,
                                      'weekdays', jsonb_build_array(left(upper(to_char(start_date, 'Dy')), 2))),
         'end', jsonb_build_object('kind', 'after', 'count', 10),
         'skipped', '[]'::jsonb, 'added', '[]'::jsonb),
       start_date, start_time, end_time, start_date + 63
FROM bench_series;
UPDATE events e
SET series_id = bs.id, series_date = bs.start_date + 7 * (d.k % 10)::int,
    start_date = bs.start_date + 7 * (d.k % 10)::int, end_date = bs.start_date + 7 * (d.k % 10)::int,
    start_time = bs.start_time, end_time = bs.end_time, title = bs.title, user_id = bs.user_id,
    starts_at = ((bs.start_date + 7 * (d.k % 10)::int) + bs.start_time) AT TIME ZONE 'Europe/London',
    ends_at = ((bs.start_date + 7 * (d.k % 10)::int) + bs.end_time) AT TIME ZONE 'Europe/London'
FROM bench_series_dates d JOIN bench_series bs ON bs.s = d.k / 10
WHERE e.id = d.id;


-- Every host keeps a personal space at /@host{n}, as a facilitator on Kindred does: the space
-- page's benchmark reads one with its upcoming events.
INSERT INTO facilitator_spaces (user_id, display_name, description, handle, roles, social_links)
SELECT u.id, u.name,
       'Ecstatic dance, breathwork and sound journeys in Bristol and online. '
         || repeat('We gather in circles to move, breathe and rest together, and everyone is welcome. ', 3),
       split_part(u.email, '@', 1), '["DJ"]'::jsonb, '{"instagram": "https://instagram.com/kindred"}'::jsonb
FROM users u WHERE u.email LIKE '%@bench.test';

-- Every hosted event has its booking settings and one ticket type from the moment it is saved,
-- as the app makes them: the event page reads them and never writes.
INSERT INTO event_ticketing (event_id, capacity)
SELECT id, capacity FROM events WHERE NOT is_external;
INSERT INTO ticket_types (event_id, name, kind, price_pence)
SELECT id, CASE WHEN price_pence = 0 THEN 'Free place' ELSE 'General admission' END, 'fixed', price_pence
FROM events WHERE NOT is_external;

-- A facilitator with 500 events to come (issue 23): the last host's calendar feed is measured
-- with all of them. One-off published events taken over from other hosts, so the totals stay as
-- they are; host{:hosts} sorts after host1, whose space the space page's benchmark reads.
UPDATE events SET user_id = (SELECT id FROM bench_hosts WHERE n = :hosts)
WHERE id IN (SELECT id FROM events
             WHERE NOT is_draft AND series_id IS NULL AND start_date >= :today::date
             ORDER BY id LIMIT 500);

ALTER TABLE events ENABLE TRIGGER event_search_of_inserted_events;
ALTER TABLE events ENABLE TRIGGER event_search_of_updated_events;
SELECT event_search_refresh(ARRAY(
  SELECT id FROM events WHERE NOT is_draft AND cancelled_at IS NULL AND start_date >= :today::date));
-- Then each GIN index is built again in bulk, as a migration's CREATE INDEX makes it: merged from
-- the pending list it came out ten times larger (1.2 GB against 110 MB for a million events'
-- descriptions).
SET maintenance_work_mem = '1GB';
DO $$ DECLARE n text; BEGIN
  FOR n IN SELECT name FROM bench_gin_indexes LOOP
    EXECUTE format('ALTER INDEX %s SET (fastupdate = off)', n);
    EXECUTE format('REINDEX INDEX %s', n);
  END LOOP;
END $$;
