CREATE TABLE "announcement_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_html" text NOT NULL,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"colour" text DEFAULT 'green' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_banners" ADD CONSTRAINT "announcement_banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_banners_active_created_idx" ON "announcement_banners" USING btree ("created_at" DESC NULLS LAST) WHERE "announcement_banners"."active";