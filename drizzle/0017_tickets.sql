CREATE TABLE "event_ticketing" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"capacity" integer,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"gifted_places" integer DEFAULT 0 NOT NULL,
	"fee_mode" text DEFAULT 'guest' NOT NULL,
	"refund_policy" text DEFAULT 'until_days_before' NOT NULL,
	"refund_days" integer DEFAULT 7 NOT NULL,
	"payment_instructions" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_ticketing_places_check" CHECK ("event_ticketing"."places_taken" >= 0 and ("event_ticketing"."capacity" is null or "event_ticketing"."places_taken" <= "event_ticketing"."capacity")),
	CONSTRAINT "event_ticketing_gifted_check" CHECK ("event_ticketing"."gifted_places" >= 0),
	CONSTRAINT "event_ticketing_capacity_check" CHECK ("event_ticketing"."capacity" is null or "event_ticketing"."capacity" >= 1),
	CONSTRAINT "event_ticketing_fee_mode_check" CHECK ("event_ticketing"."fee_mode" in ('guest', 'host')),
	CONSTRAINT "event_ticketing_refund_check" CHECK ("event_ticketing"."refund_policy" in ('none', 'until_days_before', 'always') and "event_ticketing"."refund_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"ticket_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"unit_fee_pence" integer NOT NULL,
	"line_total_pence" integer NOT NULL,
	"pays_it_forward" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_money_check" CHECK ("order_lines"."quantity" >= 1 and "order_lines"."unit_price_pence" >= 0 and "order_lines"."unit_fee_pence" >= 0 and "order_lines"."line_total_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"access_key" text NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"checkout_url" text,
	"client_key" text,
	"subtotal_pence" integer NOT NULL,
	"fee_pence" integer NOT NULL,
	"total_pence" integer NOT NULL,
	"fee_mode" text NOT NULL,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('held', 'awaiting_payment', 'confirmed', 'cancelled', 'expired')),
	CONSTRAINT "orders_money_check" CHECK ("orders"."subtotal_pence" >= 0 and "orders"."fee_pence" >= 0 and "orders"."total_pence" >= 0 and "orders"."refunded_pence" between 0 and "orders"."total_pence")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'fixed' NOT NULL,
	"price_pence" integer DEFAULT 0 NOT NULL,
	"min_pence" integer,
	"max_pence" integer,
	"quantity" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	"sales_start" timestamp with time zone,
	"sales_end" timestamp with time zone,
	"per_order_limit" integer DEFAULT 10 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_types_taken_check" CHECK ("ticket_types"."taken" >= 0 and ("ticket_types"."quantity" is null or "ticket_types"."taken" <= "ticket_types"."quantity")),
	CONSTRAINT "ticket_types_kind_check" CHECK ("ticket_types"."kind" in ('fixed', 'sliding', 'pay_it_forward')),
	CONSTRAINT "ticket_types_price_check" CHECK ("ticket_types"."price_pence" >= 0 and ("ticket_types"."kind" <> 'sliding' or ("ticket_types"."min_pence" is not null and "ticket_types"."max_pence" is not null and "ticket_types"."min_pence" >= 0 and "ticket_types"."min_pence" <= "ticket_types"."price_pence" and "ticket_types"."price_pence" <= "ticket_types"."max_pence"))),
	CONSTRAINT "ticket_types_limit_check" CHECK ("ticket_types"."per_order_limit" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"code" text NOT NULL,
	"holder_name" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" uuid,
	CONSTRAINT "tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_varies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_ticketing" ADD CONSTRAINT "event_ticketing_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_event_idx" ON "orders" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_held_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_key_idx" ON "orders" USING btree ("event_id","client_key") WHERE "orders"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref_idx" ON "orders" USING btree ("provider","provider_ref") WHERE "orders"."provider_ref" is not null;--> statement-breakpoint
CREATE INDEX "ticket_types_event_idx" ON "ticket_types" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");
--> statement-breakpoint
-- Every hosted event so far had one price and an optional capacity: they become its booking
-- settings and one ticket type, so nothing a host entered is lost.
INSERT INTO "event_ticketing" ("event_id", "capacity")
SELECT "id", "capacity" FROM "events" WHERE NOT "is_external";
--> statement-breakpoint
INSERT INTO "ticket_types" ("event_id", "name", "kind", "price_pence")
SELECT "id", CASE WHEN "price_pence" = 0 THEN 'Free place' ELSE 'General admission' END, 'fixed', "price_pence"
FROM "events" WHERE NOT "is_external";
