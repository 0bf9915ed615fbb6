-- The newest-first index also holds the service date, status and type (decision 0022): a walk of
-- the newest (or oldest) bookings under those filters reads the index alone.
DROP INDEX "bookings_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "bookings_created_at_covering_idx" ON "bookings" USING btree ("created_at","id","booking_date","status","booking_type");
