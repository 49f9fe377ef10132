CREATE TABLE "facilitator_spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"handle" text,
	"avatar_url" text,
	"profile_avatar_url" text,
	"light_color" text DEFAULT '#F0F7E8' NOT NULL,
	"dark_color" text DEFAULT '#2D4A22' NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"services" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"role_specific_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"platform_fee_override" numeric(10, 2) DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilitator_spaces_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "facilitator_spaces_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" uuid NOT NULL,
	"following_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_pair_unique" UNIQUE("follower_id","following_id"),
	CONSTRAINT "user_follows_no_self_follow" CHECK ("user_follows"."follower_id" <> "user_follows"."following_id")
);
--> statement-breakpoint
ALTER TABLE "facilitator_spaces" ADD CONSTRAINT "facilitator_spaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_following_id_users_id_fk" FOREIGN KEY ("following_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilitator_spaces_display_name_lower_idx" ON "facilitator_spaces" USING btree (lower("display_name"));--> statement-breakpoint
CREATE INDEX "facilitator_spaces_display_name_trgm_idx" ON "facilitator_spaces" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_follows_following_idx" ON "user_follows" USING btree ("following_id");