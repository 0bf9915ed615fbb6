CREATE TABLE "booking_counts_pending" (
	"booking_date" date NOT NULL,
	"booking_type" "booking_type" NOT NULL,
	"status" "booking_status" NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_created_counts_pending" (
	"created_on" date NOT NULL,
	"booking_type" "booking_type" NOT NULL,
	"status" "booking_status" NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_totals_pending" (
	"dimension" text NOT NULL,
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"all_bookings" integer NOT NULL,
	"bookings" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"lead_seconds" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text_body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "content" jsonb;--> statement-breakpoint
CREATE INDEX "bookings_awaiting_payment_idx" ON "bookings" USING btree ("payment_link_sent_at","id") WHERE "bookings"."status" = 'pending' and "bookings"."outbound_booking_id" is null;--> statement-breakpoint
CREATE INDEX "payments_open_booking_id_idx" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'open';--> statement-breakpoint
-- Hand-written below the generated tables (decision 0035): the counts (migration 0009) and the
-- reports' totals (migration 0014) stop being upserted by the bookings' triggers, which held a
-- lock on the day's shared rows until the booking's transaction ended, so bookings of the same
-- day queued behind each other. The triggers now append the same changes to the *_pending tables
-- (no key, nothing shared to lock); fold_booking_totals() moves them into the kept rows in one
-- short statement per table, and the *_all views read kept rows and pending changes together.
CREATE OR REPLACE FUNCTION "booking_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "booking_created_counts_pending" ("created_on", "booking_type", "status", "count")
      SELECT ("created_at" AT TIME ZONE 'UTC')::date, "booking_type", "status", count(*)::int FROM new_rows GROUP BY 1, 2, 3;
    INSERT INTO "booking_counts_pending" ("booking_date", "booking_type", "status", "count")
      SELECT "booking_date", "booking_type", "status", count(*)::int FROM new_rows GROUP BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "booking_created_counts_pending" ("created_on", "booking_type", "status", "count")
      SELECT ("created_at" AT TIME ZONE 'UTC')::date, "booking_type", "status", -count(*)::int FROM old_rows GROUP BY 1, 2, 3;
    INSERT INTO "booking_counts_pending" ("booking_date", "booking_type", "status", "count")
      SELECT "booking_date", "booking_type", "status", -count(*)::int FROM old_rows GROUP BY 1, 2, 3;
  ELSE
    INSERT INTO "booking_created_counts_pending" ("created_on", "booking_type", "status", "count")
      SELECT "created_on", "booking_type", "status", sum("delta")::int
      FROM (
        SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "created_on", "booking_type", "status", -1 AS "delta" FROM old_rows
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'UTC')::date, "booking_type", "status", 1 FROM new_rows
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum("delta") <> 0;
    INSERT INTO "booking_counts_pending" ("booking_date", "booking_type", "status", "count")
      SELECT "booking_date", "booking_type", "status", sum("delta")::int
      FROM (
        SELECT "booking_date", "booking_type", "status", -1 AS "delta" FROM old_rows
        UNION ALL
        SELECT "booking_date", "booking_type", "status", 1 FROM new_rows
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum("delta") <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_counts";
  DELETE FROM "booking_created_counts";
  DELETE FROM "booking_counts_pending";
  DELETE FROM "booking_created_counts_pending";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The same facts as migration 0014's statement, appended to report_totals_pending, written out
-- once per kind of write as static SQL, so PL/pgSQL plans each once per session instead of
-- planning a formatted statement at every booking.
CREATE OR REPLACE FUNCTION "report_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH "facts" AS (
      SELECT c."booking_date" AS "day",
        c."sign" AS "all_bookings",
        CASE WHEN c."status" <> 'cancelled' THEN c."sign" ELSE 0 END AS "bookings",
        CASE WHEN c."status" = 'cancelled' THEN c."sign" ELSE 0 END AS "cancelled",
        CASE WHEN c."status" IN ('confirmed', 'assigned', 'in_progress', 'completed') THEN c."sign"::bigint * c."total_price_cents" ELSE 0 END AS "revenue",
        CASE WHEN c."status" <> 'cancelled'
          THEN c."sign" * extract(epoch FROM ((c."booking_date" + c."booking_time") AT TIME ZONE 'Europe/Lisbon') - c."created_at")::float8
          ELSE 0 END AS "lead",
        c."booking_type"::text AS "type", c."vehicle_class", c."tour_id", c."zone_id", c."assigned_driver_id", c."origin", c."destination"
      FROM (SELECT n.*, 1 AS "sign" FROM new_rows n) AS c
    ),
    "expanded" AS (
      SELECT d."dimension", g."grain",
        CASE g."grain" WHEN 'day' THEN f."day" ELSE date_trunc(g."grain", f."day"::timestamp)::date END AS "period_start",
        d."key", d."label", f.*
      FROM "facts" f
      CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS g("grain")
      CROSS JOIN LATERAL (VALUES
        ('all', '', NULL::text),
        ('type', f."type", NULL),
        ('class', f."vehicle_class", NULL),
        ('tour', CASE WHEN f."type" = 'tour' THEN coalesce(f."tour_id"::text, '') END, NULL),
        ('zone', CASE WHEN f."type" = 'transfer' THEN coalesce(f."zone_id"::text, '') END, NULL),
        ('driver', coalesce(f."assigned_driver_id", ''), NULL),
        ('place', f."type" || chr(31) || "report_place_key"(f."origin") || chr(31) || "report_place_key"(f."destination"), f."origin")
      ) AS d("dimension", "key", "label")
      WHERE d."key" IS NOT NULL
    )
    INSERT INTO "report_totals_pending" ("dimension", "grain", "period_start", "key", "label", "all_bookings", "bookings", "cancelled", "revenue_cents", "lead_seconds")
      SELECT "dimension", "grain", "period_start", "key", min("label"), sum("all_bookings"), sum("bookings"), sum("cancelled"), sum("revenue"), sum("lead")
      FROM "expanded"
      GROUP BY 1, 2, 3, 4
      HAVING sum("all_bookings") <> 0 OR sum("bookings") <> 0 OR sum("cancelled") <> 0 OR sum("revenue") <> 0 OR sum("lead") <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    WITH "facts" AS (
      SELECT c."booking_date" AS "day",
        c."sign" AS "all_bookings",
        CASE WHEN c."status" <> 'cancelled' THEN c."sign" ELSE 0 END AS "bookings",
        CASE WHEN c."status" = 'cancelled' THEN c."sign" ELSE 0 END AS "cancelled",
        CASE WHEN c."status" IN ('confirmed', 'assigned', 'in_progress', 'completed') THEN c."sign"::bigint * c."total_price_cents" ELSE 0 END AS "revenue",
        CASE WHEN c."status" <> 'cancelled'
          THEN c."sign" * extract(epoch FROM ((c."booking_date" + c."booking_time") AT TIME ZONE 'Europe/Lisbon') - c."created_at")::float8
          ELSE 0 END AS "lead",
        c."booking_type"::text AS "type", c."vehicle_class", c."tour_id", c."zone_id", c."assigned_driver_id", c."origin", c."destination"
      FROM (SELECT o.*, -1 AS "sign" FROM old_rows o) AS c
    ),
    "expanded" AS (
      SELECT d."dimension", g."grain",
        CASE g."grain" WHEN 'day' THEN f."day" ELSE date_trunc(g."grain", f."day"::timestamp)::date END AS "period_start",
        d."key", d."label", f.*
      FROM "facts" f
      CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS g("grain")
      CROSS JOIN LATERAL (VALUES
        ('all', '', NULL::text),
        ('type', f."type", NULL),
        ('class', f."vehicle_class", NULL),
        ('tour', CASE WHEN f."type" = 'tour' THEN coalesce(f."tour_id"::text, '') END, NULL),
        ('zone', CASE WHEN f."type" = 'transfer' THEN coalesce(f."zone_id"::text, '') END, NULL),
        ('driver', coalesce(f."assigned_driver_id", ''), NULL),
        ('place', f."type" || chr(31) || "report_place_key"(f."origin") || chr(31) || "report_place_key"(f."destination"), f."origin")
      ) AS d("dimension", "key", "label")
      WHERE d."key" IS NOT NULL
    )
    INSERT INTO "report_totals_pending" ("dimension", "grain", "period_start", "key", "label", "all_bookings", "bookings", "cancelled", "revenue_cents", "lead_seconds")
      SELECT "dimension", "grain", "period_start", "key", min("label"), sum("all_bookings"), sum("bookings"), sum("cancelled"), sum("revenue"), sum("lead")
      FROM "expanded"
      GROUP BY 1, 2, 3, 4
      HAVING sum("all_bookings") <> 0 OR sum("bookings") <> 0 OR sum("cancelled") <> 0 OR sum("revenue") <> 0 OR sum("lead") <> 0;
  ELSE
    WITH "facts" AS (
      SELECT c."booking_date" AS "day",
        c."sign" AS "all_bookings",
        CASE WHEN c."status" <> 'cancelled' THEN c."sign" ELSE 0 END AS "bookings",
        CASE WHEN c."status" = 'cancelled' THEN c."sign" ELSE 0 END AS "cancelled",
        CASE WHEN c."status" IN ('confirmed', 'assigned', 'in_progress', 'completed') THEN c."sign"::bigint * c."total_price_cents" ELSE 0 END AS "revenue",
        CASE WHEN c."status" <> 'cancelled'
          THEN c."sign" * extract(epoch FROM ((c."booking_date" + c."booking_time") AT TIME ZONE 'Europe/Lisbon') - c."created_at")::float8
          ELSE 0 END AS "lead",
        c."booking_type"::text AS "type", c."vehicle_class", c."tour_id", c."zone_id", c."assigned_driver_id", c."origin", c."destination"
      FROM (SELECT o.*, -1 AS "sign" FROM old_rows o UNION ALL SELECT n.*, 1 FROM new_rows n) AS c
    ),
    "expanded" AS (
      SELECT d."dimension", g."grain",
        CASE g."grain" WHEN 'day' THEN f."day" ELSE date_trunc(g."grain", f."day"::timestamp)::date END AS "period_start",
        d."key", d."label", f.*
      FROM "facts" f
      CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS g("grain")
      CROSS JOIN LATERAL (VALUES
        ('all', '', NULL::text),
        ('type', f."type", NULL),
        ('class', f."vehicle_class", NULL),
        ('tour', CASE WHEN f."type" = 'tour' THEN coalesce(f."tour_id"::text, '') END, NULL),
        ('zone', CASE WHEN f."type" = 'transfer' THEN coalesce(f."zone_id"::text, '') END, NULL),
        ('driver', coalesce(f."assigned_driver_id", ''), NULL),
        ('place', f."type" || chr(31) || "report_place_key"(f."origin") || chr(31) || "report_place_key"(f."destination"), f."origin")
      ) AS d("dimension", "key", "label")
      WHERE d."key" IS NOT NULL
    )
    INSERT INTO "report_totals_pending" ("dimension", "grain", "period_start", "key", "label", "all_bookings", "bookings", "cancelled", "revenue_cents", "lead_seconds")
      SELECT "dimension", "grain", "period_start", "key", min("label"), sum("all_bookings"), sum("bookings"), sum("cancelled"), sum("revenue"), sum("lead")
      FROM "expanded"
      GROUP BY 1, 2, 3, 4
      HAVING sum("all_bookings") <> 0 OR sum("bookings") <> 0 OR sum("cancelled") <> 0 OR sum("revenue") <> 0 OR sum("lead") <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "report_totals";
  DELETE FROM "report_totals_pending";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Moves every committed pending change into the kept rows, each table in one statement that
-- sums the changes per key and upserts them in key order. One fold at a time (an advisory lock;
-- a second caller returns -1 at once). Returns how many pending rows it moved.
CREATE FUNCTION "fold_booking_totals"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved integer := 0;
  n integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(7208316154) THEN
    RETURN -1;
  END IF;
  WITH m AS (DELETE FROM "booking_created_counts_pending" RETURNING *), s AS (
    INSERT INTO "booking_created_counts" AS c ("created_on", "booking_type", "status", "count")
      SELECT "created_on", "booking_type", "status", sum("count")::int FROM m GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("created_on", "booking_type", "status") DO UPDATE SET "count" = c."count" + excluded."count"
    RETURNING 1
  ) SELECT count(*) FROM m INTO n;
  moved := moved + n;
  WITH m AS (DELETE FROM "booking_counts_pending" RETURNING *), s AS (
    INSERT INTO "booking_counts" AS c ("booking_date", "booking_type", "status", "count")
      SELECT "booking_date", "booking_type", "status", sum("count")::int FROM m GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("booking_date", "booking_type", "status") DO UPDATE SET "count" = c."count" + excluded."count"
    RETURNING 1
  ) SELECT count(*) FROM m INTO n;
  moved := moved + n;
  WITH m AS (DELETE FROM "report_totals_pending" RETURNING *), s AS (
    INSERT INTO "report_totals" AS t ("dimension", "grain", "period_start", "key", "label", "all_bookings", "bookings", "cancelled", "revenue_cents", "lead_seconds")
      SELECT "dimension", "grain", "period_start", "key", min("label"), sum("all_bookings")::int, sum("bookings")::int, sum("cancelled")::int,
        sum("revenue_cents")::bigint, sum("lead_seconds")
      FROM m GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("dimension", "grain", "period_start", "key") DO UPDATE SET
        "label" = least(t."label", excluded."label"),
        "all_bookings" = t."all_bookings" + excluded."all_bookings",
        "bookings" = t."bookings" + excluded."bookings",
        "cancelled" = t."cancelled" + excluded."cancelled",
        "revenue_cents" = t."revenue_cents" + excluded."revenue_cents",
        "lead_seconds" = t."lead_seconds" + excluded."lead_seconds"
    RETURNING 1
  ) SELECT count(*) FROM m INTO n;
  moved := moved + n;
  RETURN moved;
END
$$;--> statement-breakpoint
CREATE VIEW "booking_counts_all" AS
  SELECT "booking_date", "booking_type", "status", "count" FROM "booking_counts"
  UNION ALL
  SELECT "booking_date", "booking_type", "status", "count" FROM "booking_counts_pending";--> statement-breakpoint
CREATE VIEW "booking_created_counts_all" AS
  SELECT "created_on", "booking_type", "status", "count" FROM "booking_created_counts"
  UNION ALL
  SELECT "created_on", "booking_type", "status", "count" FROM "booking_created_counts_pending";--> statement-breakpoint
CREATE VIEW "report_totals_all" AS
  SELECT "dimension", "grain", "period_start", "key", "label", "all_bookings", "bookings", "cancelled", "revenue_cents", "lead_seconds" FROM "report_totals"
  UNION ALL
  SELECT "dimension", "grain", "period_start", "key", "label", "all_bookings", "bookings", "cancelled", "revenue_cents", "lead_seconds" FROM "report_totals_pending";
