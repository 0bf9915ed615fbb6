import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { requestCounters } from "../../db/schema.ts";

/**
 * Throws unless the database takes a committed write: one transaction inserts a row into
 * request_counters (the smallest table, whose rows are short-lived by design) under a key no
 * limiter uses, and deletes it again. The commit makes PostgreSQL (or PGlite) write and flush its
 * log, so a full disk or a read-only database fails here, as a booking would.
 */
export async function checkDatabaseTakesWrites(db: Db): Promise<void> {
  const key = `readiness:${randomUUID()}`;
  await db.transaction(async (tx) => {
    await tx.insert(requestCounters).values({ key, count: 1, windowStartedAt: new Date() });
    await tx.delete(requestCounters).where(eq(requestCounters.key, key));
  });
}

/**
 * Throws unless `dir` takes a write that reaches the disk: a small file is created (never an
 * existing one), written, flushed (fsync) and removed. A missing or read-only folder, or a full
 * disk, fails here as the e-mail files, photos and session secret under DATA_DIR would.
 */
export async function checkFolderTakesWrites(dir: string): Promise<void> {
  const file = path.join(dir, `.ready-${process.pid}-${randomUUID()}`);
  const handle = await fs.open(file, "wx");
  try {
    await handle.writeFile("ready\n");
    await handle.sync();
  } finally {
    await handle.close();
    await fs.rm(file, { force: true });
  }
}
