CREATE TABLE "tour_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"tour_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_phone_digits" text;--> statement-breakpoint
ALTER TABLE "tour_slug_history" ADD CONSTRAINT "tour_slug_history_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_slug_history_tour_id_idx" ON "tour_slug_history" USING btree ("tour_id");--> statement-breakpoint
-- Hand-written below the generated statements (decision 0040).
-- The demo tours' first slugs, which the footer of earlier releases linked to: where Corrigir
-- Slugs already renamed those tours, the old links answer again (301 to the current slug).
INSERT INTO "tour_slug_history" ("slug", "tour_id")
  SELECT DISTINCT ON (v."slug") v."slug", t."id"
  FROM (VALUES ('algarve', 'Algarve Coast Full Day'), ('fatima', 'Fátima Pilgrimage Full Day'), ('faro', 'Faro City Half Day')) AS v("slug", "name")
  JOIN "tours" t ON t."name" = v."name"
  WHERE t."slug" <> v."slug" AND NOT EXISTS (SELECT 1 FROM "tours" o WHERE o."slug" = v."slug")
  ORDER BY v."slug", t."created_at"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The digits of the phones written before this migration. The application writes them with
-- libphonenumber-js (src/domain/phone-digits.ts); this is the same rule for the ways numbers are
-- usually written here: with "+" or "00" the digits after it (a "(0)" left out), nine digits a
-- Portuguese number (351 before them), anything else its digits. The totals' update triggers
-- skip this statement (it changes nothing they count); this transaction's lock on the table
-- keeps every other write out until they are on again.
ALTER TABLE "bookings" DISABLE TRIGGER "bookings_counts_update";--> statement-breakpoint
ALTER TABLE "bookings" DISABLE TRIGGER "bookings_report_totals_update";--> statement-breakpoint
UPDATE "bookings" SET "customer_phone_digits" = CASE
    WHEN "customer_phone" LIKE '%+%' THEN nullif(regexp_replace(replace("customer_phone", '(0)', ''), '[^0-9]', '', 'g'), '')
    WHEN regexp_replace("customer_phone", '[^0-9]', '', 'g') LIKE '00%' THEN substr(regexp_replace("customer_phone", '[^0-9]', '', 'g'), 3)
    WHEN length(regexp_replace("customer_phone", '[^0-9]', '', 'g')) = 9 THEN '351' || regexp_replace("customer_phone", '[^0-9]', '', 'g')
    ELSE nullif(regexp_replace("customer_phone", '[^0-9]', '', 'g'), '')
  END
  WHERE "customer_phone_digits" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ENABLE TRIGGER "bookings_counts_update";--> statement-breakpoint
ALTER TABLE "bookings" ENABLE TRIGGER "bookings_report_totals_update";--> statement-breakpoint
CREATE INDEX "bookings_customer_phone_digits_idx" ON "bookings" USING btree ("customer_phone_digits" text_pattern_ops);--> statement-breakpoint
-- Part of a number ('%digits%') by trigrams, where pg_trgm is (migration 0008: PostgreSQL; the
-- embedded database scans, which is fine at its size).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "bookings_customer_phone_digits_trgm_idx" ON "bookings" USING gin ("customer_phone_digits" gin_trgm_ops);
  END IF;
END
$$;