import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { runAdminQuery, withDatabaseName } from "../test-support/admin-query.ts";
import { diffSnapshots, snapshotDatabase } from "../test-support/db-snapshot.ts";
import { startServerProcess } from "../test-support/server-process.ts";
import { insertTestTransfer } from "../test-support/test-bookings.ts";
import { createPostgresTestDatabase, putMigratedDatabase } from "../test-support/test-database.ts";
import { openDatabase, type Db } from "../src/server/db/client.ts";
import { lockDataDir } from "../src/server/db/data-dir-lock.ts";
import { openAppDatabase } from "../src/server/db/open-app-database.ts";
import { parseEnv } from "../src/server/env.ts";
import { bookings, mailOutbox, sessions, users } from "../src/server/db/schema.ts";
import { createDatabasePhotoStorage } from "../src/server/integrations/photo-storage/database-photo-storage.ts";
import { readStoredFile } from "../src/server/integrations/photo-storage/photo-storage.ts";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A photo's bytes: what the restored database must give back, byte for byte. */
const photoBytes = new Uint8Array(randomBytes(4096));
const photoKey = "k3j9x2ab4q-1732371234567.jpg";

/** A booking with two e-mails in the outbox, a signed-in user's session, and an uploaded photo. */
async function addBusiness(db: Db) {
  await createDatabasePhotoStorage(db).put(photoKey, photoBytes, "image/jpeg");
  const booking = await insertTestTransfer(db, { withReturn: true });
  for (const kind of ["booking_confirmation", "admin_new_booking"]) {
    await db.insert(mailOutbox).values({ kind, toAddress: booking.customerEmail, subject: `${kind} ${booking.outboundId}`, textBody: "Obrigado." });
  }
  const userId = randomUUID();
  await db.insert(users).values({ id: userId, name: "Rita Admin", email: `rita-${userId.slice(0, 8)}@example.com` });
  await db.insert(sessions).values({ id: randomUUID(), token: randomBytes(24).toString("hex"), userId, expiresAt: new Date(Date.now() + 86_400_000) });
  return booking;
}

/** Runs scripts/<name>.ts as `npm run <name>` does: exit code and output. */
async function runScript(name: string, args: string[], env: Record<string, string>) {
  const run = startServerProcess(env, { script: `scripts/${name}.ts`, args, dataDir: null });
  cleanups.push(() => run.cleanup());
  const code = await run.exited;
  return { code, output: run.output() };
}

const onPostgres = process.env.TEST_DB === "pg" && process.env.TEST_DATABASE_URL;

describe.skipIf(onPostgres)("npm run backup and npm run restore (embedded database)", () => {
  it("restores into a new folder every table's rows: the booking, its outbox e-mails, the session, the photo", async () => {
    const dataDir = path.join(tempDir(), "data");
    await putMigratedDatabase(dataDir);
    const database = await openAppDatabase(parseEnv({ DATA_DIR: dataDir }), "a test");
    const booking = await addBusiness(database.db);
    const before = await snapshotDatabase(database.db);

    // While a process holds the data folder (the running server), the backup refuses.
    await database.close();
    const release = lockDataDir(dataDir, "the server");
    const file = path.join(tempDir(), "chauffeur.backup");
    const refused = await runScript("backup", [file], { DATA_DIR: dataDir });
    release();
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^backup: the server is running on this data folder/);
    expect(fs.existsSync(file)).toBe(false);

    const backup = await runScript("backup", [file], { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    const restoredDir = path.join(tempDir(), "restored");
    const restore = await runScript("restore", [file, "--data-dir", restoredDir], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain("2 bookings");
    // Never over a folder that holds something.
    const again = await runScript("restore", [file, "--data-dir", restoredDir], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain("is not empty");

    const restored = await openAppDatabase(parseEnv({ DATA_DIR: restoredDir }), "a test");
    try {
      expect(diffSnapshots(before, await snapshotDatabase(restored.db))).toEqual([]);
      const [row] = await restored.db.select().from(bookings).where(eq(bookings.id, booking.outboundId));
      expect(row).toMatchObject({ customerEmail: booking.customerEmail, totalPriceCents: booking.totalPriceCents, origin: "Aeroporto de Faro" });
      expect(await restored.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, booking.customerEmail))).toHaveLength(2);
      expect(await restored.db.select().from(sessions)).toHaveLength(1);
      const photo = await createDatabasePhotoStorage(restored.db).get(photoKey);
      expect(photo && (await readStoredFile(photo))).toEqual(photoBytes);
    } finally {
      await restored.close();
    }
  });
});

describe.skipIf(!onPostgres)("pg_dump -Fc and pg_restore (PostgreSQL), as the README says", () => {
  it("restores into a new database every table's rows, the photo's bytes too", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [from, to] = [`backup_from_${randomBytes(4).toString("hex")}`, `backup_to_${randomBytes(4).toString("hex")}`];
    await createPostgresTestDatabase(url, from);
    cleanups.push(() => runAdminQuery(url, `drop database if exists ${from} with (force)`));
    await runAdminQuery(url, `create database ${to}`);
    cleanups.push(() => runAdminQuery(url, `drop database if exists ${to} with (force)`));
    const source = await openDatabase({ databaseUrl: withDatabaseName(url, from) });
    await source.migrate();
    await addBusiness(source.db);
    const before = await snapshotDatabase(source.db);
    await source.close();

    const file = path.join(tempDir(), "chauffeur.dump");
    execFileSync("pg_dump", ["-Fc", "-f", file, withDatabaseName(url, from)]);
    execFileSync("pg_restore", ["--no-owner", "-d", withDatabaseName(url, to), file]);

    const restored = await openDatabase({ databaseUrl: withDatabaseName(url, to) });
    try {
      expect(diffSnapshots(before, await snapshotDatabase(restored.db))).toEqual([]);
      const photo = await createDatabasePhotoStorage(restored.db).get(photoKey);
      expect(photo && (await readStoredFile(photo))).toEqual(photoBytes);
    } finally {
      await restored.close();
    }
  });
});
