DROP INDEX "bookings_booking_date_idx";--> statement-breakpoint
DROP INDEX "bookings_status_idx";--> statement-breakpoint
CREATE INDEX "bookings_booking_date_covering_idx" ON "bookings" USING btree ("booking_date","status","booking_type","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_created_at_id_idx" ON "bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_type_status_created_at_id_idx" ON "bookings" USING btree ("booking_type","status","created_at","id");--> statement-breakpoint
-- The admin search (ILIKE '%text%') by trigrams, where pg_trgm is available (PostgreSQL ships it
-- in contrib; it is a trusted extension, so the database owner may create it). The embedded
-- database (PGlite) does not load it: there the search scans, which is fine at its size.
-- Hand-written around the generated statements (decision 0020).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "bookings_customer_name_trgm_idx" ON "bookings" USING gin ("customer_name" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "bookings_customer_email_trgm_idx" ON "bookings" USING gin ("customer_email" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "bookings_customer_phone_trgm_idx" ON "bookings" USING gin ("customer_phone" gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not created (%): the admin search scans the bookings', SQLERRM;
END
$$;
