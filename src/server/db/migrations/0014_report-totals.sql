CREATE TABLE "report_totals" (
	"dimension" text NOT NULL,
	"grain" text NOT NULL,
	"period_start" date NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"all_bookings" integer NOT NULL,
	"bookings" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"lead_seconds" double precision NOT NULL,
	CONSTRAINT "report_totals_dimension_grain_period_start_key_pk" PRIMARY KEY("dimension","grain","period_start","key")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "zone_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_zone_id_idx" ON "bookings" USING btree ("zone_id");--> statement-breakpoint
-- Hand-written below the generated table (decision 0027): the triggers that keep the reports'
-- totals in the same transaction as every write to the bookings, then the totals of the existing
-- bookings. Like booking_counts (migration 0009): statement-level triggers with transition
-- tables; one statement changes each totals row once, in key order (two writers lock the rows they
-- share in the same order); rows whose figures do not change are not written. They fire after
-- the booking_counts triggers (triggers fire in name order), so a transaction creating bookings
-- first queues on today's creation-day count row, as there.
CREATE FUNCTION "report_place_key"(place text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(translate(lower(place), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn'))
$$;--> statement-breakpoint
-- The upsert of the totals from a set of changed bookings (%s: a query of booking rows with a
-- "sign" column, 1 for a row written, -1 for a row removed).
CREATE FUNCTION "report_totals_statement"() RETURNS text LANGUAGE sql IMMUTABLE AS $f$
  SELECT $s$
    WITH "facts" AS (
      SELECT c."sign", c."booking_date" AS "day",
        c."sign" AS "all_bookings",
        CASE WHEN c."status" <> 'cancelled' THEN c."sign" ELSE 0 END AS "bookings",
        CASE WHEN c."status" = 'cancelled' THEN c."sign" ELSE 0 END AS "cancelled",
        CASE WHEN c."status" IN ('confirmed', 'assigned', 'in_progress', 'completed') THEN c."sign"::bigint * c."total_price_cents" ELSE 0 END AS "revenue",
        CASE WHEN c."status" <> 'cancelled'
          THEN c."sign" * extract(epoch FROM ((c."booking_date" + c."booking_time") AT TIME ZONE 'Europe/Lisbon') - c."created_at")::float8
          ELSE 0 END AS "lead",
        c."booking_type"::text AS "type", c."vehicle_class", c."tour_id", c."zone_id", c."assigned_driver_id", c."origin", c."destination"
      FROM (%s) AS c
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
    INSERT INTO "report_totals" AS t ("dimension", "grain", "period_start", "key", "label", "all_bookings", "bookings", "cancelled", "revenue_cents", "lead_seconds")
      SELECT "dimension", "grain", "period_start", "key", min("label"), sum("all_bookings"), sum("bookings"), sum("cancelled"), sum("revenue"), sum("lead")
      FROM "expanded"
      GROUP BY 1, 2, 3, 4
      HAVING sum("all_bookings") <> 0 OR sum("bookings") <> 0 OR sum("cancelled") <> 0 OR sum("revenue") <> 0 OR sum("lead") <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT ("dimension", "grain", "period_start", "key") DO UPDATE SET
        "label" = least(t."label", excluded."label"),
        "all_bookings" = t."all_bookings" + excluded."all_bookings",
        "bookings" = t."bookings" + excluded."bookings",
        "cancelled" = t."cancelled" + excluded."cancelled",
        "revenue_cents" = t."revenue_cents" + excluded."revenue_cents",
        "lead_seconds" = t."lead_seconds" + excluded."lead_seconds"
  $s$
$f$;--> statement-breakpoint
CREATE FUNCTION "report_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format("report_totals_statement"(), 'SELECT n.*, 1 AS "sign" FROM new_rows n');
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format("report_totals_statement"(), 'SELECT o.*, -1 AS "sign" FROM old_rows o');
  ELSE
    EXECUTE format("report_totals_statement"(), 'SELECT o.*, -1 AS "sign" FROM old_rows o UNION ALL SELECT n.*, 1 FROM new_rows n');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "report_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "report_totals";
  RETURN NULL;
END
$$;--> statement-breakpoint
LOCK TABLE "bookings" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The zone of the transfers booked before bookings stored it: the zone whose origin and
-- destination names are the booking's, either way round, compared without case, accents or
-- surrounding spaces (the first by name when several match). New bookings store the zone that
-- priced them.
UPDATE "bookings" b SET "zone_id" = m."id"
  FROM (
    SELECT DISTINCT ON (p."origin", p."destination") p."origin", p."destination", z."id"
    FROM (SELECT DISTINCT "origin", "destination" FROM "bookings" WHERE "booking_type" = 'transfer') p
    JOIN "zones" z ON ("report_place_key"(z."origin") = "report_place_key"(p."origin") AND "report_place_key"(z."destination") = "report_place_key"(p."destination"))
      OR ("report_place_key"(z."origin") = "report_place_key"(p."destination") AND "report_place_key"(z."destination") = "report_place_key"(p."origin"))
    ORDER BY p."origin", p."destination", z."name", z."id"
  ) m
  WHERE b."booking_type" = 'transfer' AND b."origin" = m."origin" AND b."destination" = m."destination";--> statement-breakpoint
CREATE TRIGGER "bookings_report_totals_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_report_totals_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_report_totals_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_report_totals_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_totals_clear"();--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format("report_totals_statement"(), 'SELECT b.*, 1 AS "sign" FROM "bookings" b');
END $$;

