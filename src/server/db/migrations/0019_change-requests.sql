CREATE TABLE "booking_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"requested_text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_message" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"price_before_cents" integer,
	"price_after_cents" integer,
	"difference_payment_id" uuid,
	"refunded_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_change_requests" ADD CONSTRAINT "booking_change_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_change_requests" ADD CONSTRAINT "booking_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_change_requests" ADD CONSTRAINT "booking_change_requests_difference_payment_id_payments_id_fk" FOREIGN KEY ("difference_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_change_requests_booking_id_idx" ON "booking_change_requests" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_change_requests_difference_payment_id_idx" ON "booking_change_requests" USING btree ("difference_payment_id");