import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client.ts";
import {
  FIRST_CHECKED_MIGRATION,
  findContractingStatements,
  knownObjectsBefore,
  type KnownObjects,
} from "../../../test-support/expand-only-migrations.ts";

/**
 * The expand/contract rule (decision 0039): a migration after 0016 keeps the previous release
 * working on the new schema, because during an upgrade both run on the same database. What would
 * break it (a drop, a rename, a type change, a new NOT NULL, a replaced function) needs a marker
 * comment naming the release from which nothing reads the old shape any more.
 */

const sqlFiles = fs
  .readdirSync(migrationsFolder)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();

const described = (findings: ReturnType<typeof findContractingStatements>) =>
  findings.map((finding) => `${finding.file}: ${finding.reason}\n    ${finding.statement}`);

describe("the migrations after 0016", () => {
  it("only expand the schema, or carry a contract marker", () => {
    const checked = sqlFiles.filter((name) => Number(name.slice(0, 4)) >= FIRST_CHECKED_MIGRATION);
    const findings = checked.flatMap((name) =>
      findContractingStatements(name, fs.readFileSync(path.join(migrationsFolder, name), "utf8"), knownObjectsBefore(migrationsFolder, name)),
    );
    expect(described(findings)).toEqual([]);
  });
});

describe("the expand-only check", () => {
  const known: KnownObjects = {
    tables: new Set(["bookings", "tours"]),
    routines: new Set(["booking_counts_apply", "report_totals_all"]),
  };
  const check = (sql: string) => findContractingStatements("0099_sample.sql", sql, known).map((finding) => finding.reason);

  it.each([
    ['ALTER TABLE "tours" DROP COLUMN "duration";', "drops"],
    ['DROP TABLE "tours";', "drops"],
    ["DROP INDEX IF EXISTS bookings_date_idx;", "drops"],
    ['ALTER TABLE "bookings" ALTER COLUMN "notes" DROP DEFAULT;', "drops"],
    ['DROP TRIGGER "bookings_counts_insert" ON "bookings";', "drops"],
    ['ALTER TABLE "bookings" RENAME COLUMN "notes" TO "remarks";', "renames"],
    ['ALTER TABLE "tours" RENAME TO "excursions";', "renames"],
    ['ALTER TABLE "bookings" ALTER COLUMN "passengers" SET DATA TYPE bigint;', "changes the type"],
    ['ALTER TABLE "bookings" ALTER COLUMN "passengers" TYPE bigint USING passengers::bigint;', "changes the type"],
    ['ALTER TABLE "bookings" ALTER COLUMN "zone_id" SET NOT NULL;', "NOT NULL"],
    ['ALTER TABLE "bookings" ADD COLUMN "channel" text NOT NULL;', "NOT NULL without a DEFAULT"],
    ['ALTER TABLE "bookings" ADD "channel" text NOT NULL, ADD COLUMN "x" int;', "NOT NULL without a DEFAULT"],
    ["CREATE OR REPLACE FUNCTION booking_counts_apply() RETURNS trigger AS $$ begin return null; end $$ LANGUAGE plpgsql;", "replaces"],
    ['CREATE OR REPLACE VIEW "report_totals_all" AS SELECT 1;', "replaces"],
    ['ALTER TABLE "bookings" ADD CONSTRAINT "bookings_passengers_check" CHECK (passengers < 9);', "constraint"],
    ['CREATE UNIQUE INDEX "bookings_email_idx" ON "bookings" USING btree ("customer_email");', "unique index"],
    ['TRUNCATE "tours";', "empties"],
  ])("flags %s", (sql, reason) => {
    const reasons = check(sql);
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain(reason);
  });

  it("lets additive statements through", () => {
    const additive = [
      'CREATE TABLE "tour_photos" ("id" uuid PRIMARY KEY NOT NULL, "tour_id" uuid NOT NULL, "position" integer DEFAULT 0 NOT NULL);',
      '--> statement-breakpoint\nALTER TABLE "tour_photos" ADD CONSTRAINT "tour_photos_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade;',
      '--> statement-breakpoint\nCREATE UNIQUE INDEX "tour_photos_position_idx" ON "tour_photos" USING btree ("tour_id","position");',
      'ALTER TABLE "bookings" ADD COLUMN "channel" text;',
      "ALTER TABLE \"bookings\" ADD COLUMN \"source\" text DEFAULT 'web' NOT NULL;",
      'ALTER TABLE "bookings" ADD COLUMN "seq" integer GENERATED ALWAYS AS IDENTITY NOT NULL;',
      'ALTER TABLE "tours" ADD COLUMN "cover_photo_id" uuid;',
      'ALTER TABLE "tours" ADD CONSTRAINT "tours_cover_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "tour_photos"("id");',
      'ALTER TABLE "bookings" ALTER COLUMN "notes" DROP NOT NULL;',
      'ALTER TABLE "bookings" ALTER COLUMN "channel" SET DEFAULT \'web\';',
      'CREATE INDEX "bookings_channel_idx" ON "bookings" USING btree ("channel");',
      "CREATE OR REPLACE FUNCTION tour_photos_touch() RETURNS trigger AS $$ begin drop table if exists x; return new; end $$ LANGUAGE plpgsql;",
      'CREATE TRIGGER "tour_photos_touch" BEFORE UPDATE ON "tour_photos" FOR EACH ROW EXECUTE FUNCTION tour_photos_touch();',
      "UPDATE bookings SET channel = 'web' WHERE channel IS NULL; -- drop nothing, rename nothing",
      "COMMENT ON COLUMN bookings.channel IS 'to drop in a later release';",
    ].join("\n");
    expect(check(additive)).toEqual([]);
  });

  it("lets a contracting migration through when it names the release from which nothing reads the old shape", () => {
    const marked = '-- contract: no release before 4f1c2d9 reads tours.duration\nALTER TABLE "tours" DROP COLUMN "duration";';
    expect(check(marked)).toEqual([]);
    const vague = '-- contract\nALTER TABLE "tours" DROP COLUMN "duration";';
    expect(check(vague)).toHaveLength(1);
  });

  it("names the file and the statement", () => {
    const [finding] = findContractingStatements("0042_bad.sql", 'CREATE TABLE "a" (x int);--> statement-breakpoint\nALTER TABLE "tours"   DROP COLUMN "duration";', known);
    expect(finding).toMatchObject({ file: "0042_bad.sql", statement: 'ALTER TABLE "tours" DROP COLUMN "duration"' });
  });

  it("would have flagged the contracting migrations written before the rule", () => {
    const flagged = (name: string) =>
      findContractingStatements(name, fs.readFileSync(path.join(migrationsFolder, name), "utf8"), knownObjectsBefore(migrationsFolder, name));
    const file = (prefix: string) => sqlFiles.find((name) => name.startsWith(prefix))!;
    // 0005 dropped tours.duration; 0016 replaced the counting functions of 0009 and 0014.
    expect(flagged(file("0005_")).map((f) => f.reason)).toEqual([expect.stringContaining("drops")]);
    expect(flagged(file("0016_")).some((f) => f.reason.includes("replaces") && f.statement.includes("booking_counts_apply"))).toBe(true);
    expect(flagged(file("0006_"))).toEqual([]);
  });
});
