CREATE TABLE "booking_counts" (
	"booking_date" date NOT NULL,
	"booking_type" "booking_type" NOT NULL,
	"status" "booking_status" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "booking_counts_booking_date_booking_type_status_pk" PRIMARY KEY("booking_date","booking_type","status")
);
--> statement-breakpoint
CREATE TABLE "booking_created_counts" (
	"created_on" date NOT NULL,
	"booking_type" "booking_type" NOT NULL,
	"status" "booking_status" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "booking_created_counts_created_on_booking_type_status_pk" PRIMARY KEY("created_on","booking_type","status")
);
--> statement-breakpoint
-- Hand-written below the generated tables (decision 0020): the triggers that keep both tables in
-- the same transaction as every write to the bookings, then the counts of the existing bookings.
-- Statement-level triggers with transition tables: a statement writing many bookings (a bulk
-- insert, an update of many rows) changes each count row once, in key order (so two writers lock
-- the rows they share in the same order), and an update that changes no service date, type,
-- status or creation time changes nothing. The creation-day row comes first: transactions that
-- create bookings (today's row of their type and status) queue there before they lock any
-- service-date row, so a booking and its return trip made by two customers at once, on mirrored
-- dates, cannot deadlock. Writes are held off while the counts are filled.
LOCK TABLE "bookings" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION "booking_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "booking_created_counts" AS c ("created_on", "booking_type", "status", "count")
      SELECT ("created_at" AT TIME ZONE 'UTC')::date, "booking_type", "status", count(*)::int
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("created_on", "booking_type", "status") DO UPDATE SET "count" = c."count" + excluded."count";
    INSERT INTO "booking_counts" AS c ("booking_date", "booking_type", "status", "count")
      SELECT "booking_date", "booking_type", "status", count(*)::int
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("booking_date", "booking_type", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "booking_created_counts" AS c ("created_on", "booking_type", "status", "count")
      SELECT ("created_at" AT TIME ZONE 'UTC')::date, "booking_type", "status", -count(*)::int
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("created_on", "booking_type", "status") DO UPDATE SET "count" = c."count" + excluded."count";
    INSERT INTO "booking_counts" AS c ("booking_date", "booking_type", "status", "count")
      SELECT "booking_date", "booking_type", "status", -count(*)::int
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("booking_date", "booking_type", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSE
    INSERT INTO "booking_created_counts" AS c ("created_on", "booking_type", "status", "count")
      SELECT "created_on", "booking_type", "status", sum("delta")::int
      FROM (
        SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "created_on", "booking_type", "status", -1 AS "delta" FROM old_rows
        UNION ALL
        SELECT ("created_at" AT TIME ZONE 'UTC')::date, "booking_type", "status", 1 FROM new_rows
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("created_on", "booking_type", "status") DO UPDATE SET "count" = c."count" + excluded."count";
    INSERT INTO "booking_counts" AS c ("booking_date", "booking_type", "status", "count")
      SELECT "booking_date", "booking_type", "status", sum("delta")::int
      FROM (
        SELECT "booking_date", "booking_type", "status", -1 AS "delta" FROM old_rows
        UNION ALL
        SELECT "booking_date", "booking_type", "status", 1 FROM new_rows
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("booking_date", "booking_type", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "booking_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_counts";
  DELETE FROM "booking_created_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_counts_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_counts_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_counts_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_counts_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_counts_clear"();--> statement-breakpoint
INSERT INTO "booking_counts" ("booking_date", "booking_type", "status", "count")
  SELECT "booking_date", "booking_type", "status", count(*)::int FROM "bookings" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "booking_created_counts" ("created_on", "booking_type", "status", "count")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, "booking_type", "status", count(*)::int FROM "bookings" GROUP BY 1, 2, 3;
