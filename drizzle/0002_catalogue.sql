-- The starting catalogue of event categories and tags. Super admins edit it later; this only
-- inserts what is missing, so it never overwrites their changes.
INSERT INTO "event_categories" ("name", "color") VALUES
  ('Ceremony', '#8B4A2B'),
  ('Ecstatic Dance', '#B4367A'),
  ('Breathwork', '#2F6F8F'),
  ('Sound Healing', '#5B4BA8'),
  ('Yoga', '#2D4A22'),
  ('Meditation', '#42607A'),
  ('Festivals & Retreats', '#A2531A'),
  ('Workshops', '#72583A'),
  ('Circles', '#8A3B5C'),
  ('Bodywork & Healing', '#3D6B57')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "tag_groups" ("name") VALUES ('Practice'), ('Format'), ('Setting'), ('Audience')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "tags" ("name", "tag_group_id")
SELECT t.name, g.id FROM (VALUES
  ('Cacao Ceremony', 'Practice'), ('Ecstatic Dance', 'Practice'), ('5Rhythms', 'Practice'),
  ('Conscious Dance', 'Practice'), ('Breathwork', 'Practice'), ('Holotropic Breathwork', 'Practice'),
  ('Sound Bath', 'Practice'), ('Gong Bath', 'Practice'), ('Kirtan', 'Practice'), ('Yoga', 'Practice'),
  ('Yin Yoga', 'Practice'), ('Meditation', 'Practice'), ('Tantra', 'Practice'), ('Reiki', 'Practice'),
  ('Qigong', 'Practice'), ('Contact Improvisation', 'Practice'), ('Authentic Relating', 'Practice'),
  ('Full Moon', 'Practice'), ('New Moon', 'Practice'), ('Women''s Circle', 'Practice'),
  ('Men''s Circle', 'Practice'), ('Cold Water Immersion', 'Practice'),
  ('Festivals & Retreats', 'Format'), ('Workshop', 'Format'), ('Day Retreat', 'Format'),
  ('Weekend Retreat', 'Format'), ('Drop-in', 'Format'), ('Series', 'Format'), ('Training', 'Format'),
  ('Outdoors', 'Setting'), ('Forest', 'Setting'), ('Beach', 'Setting'), ('Studio', 'Setting'),
  ('Temple', 'Setting'), ('Online', 'Setting'),
  ('Beginners Welcome', 'Audience'), ('Women Only', 'Audience'), ('Men Only', 'Audience'),
  ('LGBTQ+ Friendly', 'Audience'), ('Family Friendly', 'Audience'), ('Alcohol-free', 'Audience')
) AS t(name, group_name)
JOIN "tag_groups" g ON g.name = t.group_name
ON CONFLICT ("name") DO NOTHING;
