CREATE TYPE "public"."quote_request_status" AS ENUM('new', 'quoted', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "quote_request_status" DEFAULT 'new' NOT NULL,
	"booking_type" "booking_type" NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"tour_id" uuid,
	"booking_date" date NOT NULL,
	"booking_time" time NOT NULL,
	"passengers" integer NOT NULL,
	"luggage" integer,
	"vehicle_class" text,
	"extra_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flight_number" text,
	"return_trip" boolean DEFAULT false NOT NULL,
	"return_date" date,
	"return_time" time,
	"return_flight_number" text,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text NOT NULL,
	"special_requests" text,
	"language" text DEFAULT 'en' NOT NULL,
	"prices" jsonb,
	"valid_until" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"token_hash" text,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_token_hash_key" ON "quote_requests" USING btree ("token_hash");