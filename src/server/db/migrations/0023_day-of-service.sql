CREATE TABLE "driver_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"driver_id" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" double precision,
	"step" text,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_step" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_step_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "driver_contact" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "car_make" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "car_model" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "car_colour" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "car_plate" text;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_positions_booking_id_recorded_at_idx" ON "driver_positions" USING btree ("booking_id","recorded_at");--> statement-breakpoint
CREATE INDEX "driver_positions_recorded_at_idx" ON "driver_positions" USING btree ("recorded_at");--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_driver_contact_values" CHECK ("company_settings"."driver_contact" in ('driver', 'company'));