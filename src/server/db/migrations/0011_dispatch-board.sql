CREATE TABLE "driver_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_time_off_ends_after_start" CHECK ("driver_time_off"."ends_at" > "driver_time_off"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "travel_buffer_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "road_speed_kmh" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_time_off" ADD CONSTRAINT "driver_time_off_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_time_off_driver_id_starts_at_idx" ON "driver_time_off" USING btree ("driver_id","starts_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_travel_buffer_range" CHECK ("company_settings"."travel_buffer_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_road_speed_range" CHECK ("zones"."road_speed_kmh" between 10 and 130);