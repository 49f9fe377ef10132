CREATE TABLE "pending_sign_up_spaces" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"input" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_sign_up_spaces" ADD CONSTRAINT "pending_sign_up_spaces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;