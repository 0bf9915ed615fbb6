ALTER TABLE "bookings" ADD COLUMN "group_vehicle" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "group_size" integer;