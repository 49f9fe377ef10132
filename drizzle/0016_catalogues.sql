-- Issue 12, catalogues: super admins edit the event categories, tags and tag groups, and the
-- roles and services catalogue moves from the web app into the database (spec 02 §3).
CREATE TABLE "catalogue_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_services" ADD CONSTRAINT "catalogue_services_role_id_catalogue_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."catalogue_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_roles_name_ci_idx" ON "catalogue_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_services_name_ci_idx" ON "catalogue_services" USING btree ("role_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_name_ci_idx" ON "event_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tag_groups_name_ci_idx" ON "tag_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_ci_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
-- Written by hand. The categories keep the order they were shown in until now (by name); a new
-- one goes to the end.
UPDATE "event_categories" c SET "sort_order" = o.position
FROM (SELECT "id", row_number() OVER (ORDER BY "name", "id")::int AS position FROM "event_categories") o
WHERE o."id" = c."id";--> statement-breakpoint
-- Spec 02 §3: the eleven default roles and their services, in the spec's order.
INSERT INTO "catalogue_roles" ("name", "sort_order") VALUES
  ('Facilitator', 1),
  ('DJ', 2),
  ('Ceremony Leader', 3),
  ('Holistic Practitioner', 4),
  ('Coach', 5),
  ('Musician', 6),
  ('Venue', 7),
  ('Volunteer', 8),
  ('Speaker', 9),
  ('Event Organiser', 10),
  ('Creative Services', 11);
--> statement-breakpoint
INSERT INTO "catalogue_services" ("role_id", "name", "sort_order")
SELECT r."id", s.name, s.position FROM (VALUES
  ('Facilitator', 'Cacao Ceremony Facilitator', 1),
  ('Facilitator', 'Conscious Dance Facilitator', 2),
  ('Facilitator', 'Yoga Teacher', 3),
  ('Facilitator', 'Breathwork Facilitator', 4),
  ('Facilitator', 'Meditation Guide', 5),
  ('Facilitator', 'Sound Healing Facilitator', 6),
  ('DJ', 'Ecstatic Dance DJ', 1),
  ('DJ', '5Rhythms DJ', 2),
  ('DJ', 'Conscious Dance DJ', 3),
  ('DJ', 'Cacao Dance DJ', 4),
  ('Ceremony Leader', 'Cacao Ceremony Leader', 1),
  ('Ceremony Leader', 'Full Moon Ceremony Leader', 2),
  ('Ceremony Leader', 'New Moon Ceremony Leader', 3),
  ('Ceremony Leader', 'Ritual Facilitator', 4),
  ('Ceremony Leader', 'Sacred Ceremony Guide', 5),
  ('Holistic Practitioner', 'Energy Healer', 1),
  ('Holistic Practitioner', 'Reiki Practitioner', 2),
  ('Holistic Practitioner', 'Massage Therapist', 3),
  ('Holistic Practitioner', 'Bodyworker', 4),
  ('Holistic Practitioner', 'Ayurvedic Practitioner', 5),
  ('Holistic Practitioner', 'Aromatherapy Specialist', 6),
  ('Coach', 'Life Coach', 1),
  ('Coach', 'Wellness Coach', 2),
  ('Coach', 'Spiritual Coach', 3),
  ('Coach', 'Business Coach', 4),
  ('Coach', 'Transformation Coach', 5),
  ('Coach', 'Personal Development Coach', 6),
  ('Musician', 'Live Music Performance', 1),
  ('Musician', 'Soundscape Creation', 2),
  ('Musician', 'Instrumentalist', 3),
  ('Musician', 'Vocalist', 4),
  ('Musician', 'Live Sound Meditation', 5),
  ('Venue', 'Retreat Space Rental', 1),
  ('Venue', 'Venue Hosting', 2),
  ('Venue', 'Outdoor Event Space Rental', 3),
  ('Venue', 'Indoor Event Space Rental', 4),
  ('Volunteer', 'Event Support', 1),
  ('Volunteer', 'Logistics Help', 2),
  ('Volunteer', 'On-Site Assistance', 3),
  ('Volunteer', 'Guest Registration', 4),
  ('Volunteer', 'Event Set-Up/Breakdown', 5),
  ('Speaker', 'Public Speaking', 1),
  ('Speaker', 'Guest Speaker for Ceremonies or Events', 2),
  ('Speaker', 'Motivational Speaker', 3),
  ('Speaker', 'Expert Speaker in Wellness/Spirituality/Creativity', 4),
  ('Event Organiser', 'Event Planning and Coordination', 1),
  ('Event Organiser', 'Event Logistics and Operations', 2),
  ('Event Organiser', 'Guest Coordination', 3),
  ('Event Organiser', 'Marketing and Promotion', 4),
  ('Event Organiser', 'Venue Selection and Arrangement', 5),
  ('Event Organiser', 'Speaker and Talent Coordination', 6),
  ('Creative Services', 'Photographer', 1),
  ('Creative Services', 'Videographer', 2),
  ('Creative Services', 'Event Designer', 3),
  ('Creative Services', 'Graphic Designer', 4),
  ('Creative Services', 'Branding and Marketing Design', 5),
  ('Creative Services', 'Web Design and Development', 6),
  ('Creative Services', 'Social Media Management', 7)
) AS s(role_name, name, position)
JOIN "catalogue_roles" r ON r."name" = s.role_name;
