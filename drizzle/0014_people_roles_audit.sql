CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "profiles_joined_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_sort_name_idx" ON "profiles" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "profiles_last_seen_idx" ON "profiles" USING btree (coalesce("last_seen_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "profiles_event_count_idx" ON "profiles" USING btree ("event_count","id");--> statement-breakpoint
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "profiles_super_admins_idx" ON "profiles" USING btree ("id") WHERE "profiles"."is_super_admin";--> statement-breakpoint
CREATE INDEX "profiles_suspended_idx" ON "profiles" USING btree ("id") WHERE "profiles"."suspended_at" is not null;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers). The people list's event counts: how
-- many events each person owns, drafts included, kept by the database on every insert and
-- delete of an event (and a change of owner, which Kindred never makes), so the list sorts by
-- it through profiles_event_count_idx.
UPDATE "profiles" p SET "event_count" = c.n
FROM (SELECT "user_id", count(*)::int AS n FROM "events" GROUP BY "user_id") c
WHERE c."user_id" = p."id";--> statement-breakpoint
CREATE FUNCTION "profiles_count_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    UPDATE "profiles" SET "event_count" = "event_count" + 1 WHERE "id" = NEW."user_id";
  END IF;
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE "profiles" SET "event_count" = greatest("event_count" - 1, 0) WHERE "id" = OLD."user_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "events_count_per_owner" AFTER INSERT OR DELETE ON "events"
FOR EACH ROW EXECUTE FUNCTION "profiles_count_events"();--> statement-breakpoint
CREATE TRIGGER "events_count_per_owner_moved" AFTER UPDATE OF "user_id" ON "events"
FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id")
EXECUTE FUNCTION "profiles_count_events"();--> statement-breakpoint
-- Last seen, for people who signed in before it was kept: their newest session's last refresh.
UPDATE "profiles" p SET "last_seen_at" = s.seen
FROM (SELECT "user_id", max("updated_at") AS seen FROM "sessions" GROUP BY "user_id") s
WHERE s."user_id" = p."id";--> statement-breakpoint
-- The audit log is append-only for everyone, the app included: no UPDATE, DELETE or TRUNCATE.
-- One update is let through: the foreign key's ON DELETE SET NULL when an actor's account is
-- deleted, which nulls actor_id and changes nothing else (the row keeps the actor's name and
-- e-mail as they were).
CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."actor_id" IS NOT NULL AND NEW."actor_id" IS NULL
       AND to_jsonb(NEW) - 'actor_id' = to_jsonb(OLD) - 'actor_id' THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'the admin audit log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_change" BEFORE UPDATE OR DELETE ON "admin_audit_log"
FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_no_truncate" BEFORE TRUNCATE ON "admin_audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_append_only"();
