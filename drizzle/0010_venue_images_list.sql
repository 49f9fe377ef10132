ALTER TABLE "facilitator_spaces" ADD COLUMN "venue_images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Venue images were kept as JSON text in role_specific_data's Venue.images: each space's list
-- moves to venue_images, in its order, and the JSON text goes. Text that is not a JSON list moves
-- nothing, and only its strings move: the web app read such text just so.
DO $$
DECLARE
  space record;
  list text[];
BEGIN
  FOR space IN
    SELECT id, role_specific_data->'Venue'->>'images' AS images
    FROM facilitator_spaces
    WHERE role_specific_data->'Venue' ? 'images'
  LOOP
    BEGIN
      SELECT coalesce(
        array_agg(item.value #>> '{}' ORDER BY item.n) FILTER (WHERE jsonb_typeof(item.value) = 'string'),
        '{}'
      ) INTO list
      FROM jsonb_array_elements(space.images::jsonb) WITH ORDINALITY AS item(value, n);
    EXCEPTION WHEN others THEN
      list := '{}';
    END;
    UPDATE facilitator_spaces
    SET venue_images = list,
        role_specific_data = jsonb_set(role_specific_data, '{Venue}', (role_specific_data->'Venue') - 'images')
    WHERE id = space.id;
  END LOOP;
END $$;
