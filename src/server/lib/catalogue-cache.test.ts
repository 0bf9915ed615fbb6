import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client.ts";
import { openTestDatabase } from "../../../test-support/test-database.ts";
import { catalogueChanged, readCatalogue } from "./catalogue-cache.ts";
import { WAIT_MS } from "../../../test-support/test-limits.ts";

/** A loader that counts its calls and answers the call number. */
function counter() {
  let calls = 0;
  const load = async () => ++calls;
  return { load, get calls() {
    return calls;
  } };
}

describe("readCatalogue", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const waitForListener = async () => {
    // On PostgreSQL nothing is cached until LISTEN is in place (the first read starts it).
    for (let i = 0; i < 100 && database.kind === "postgres"; i++) {
      const c = counter();
      await readCatalogue(database.db, "probe", c.load);
      await readCatalogue(database.db, "probe", c.load);
      await catalogueChanged(database.db);
      if (c.calls === 1) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it("loads once until the catalogue changes, then loads again", async () => {
    await waitForListener();
    const c = counter();
    expect(await readCatalogue(database.db, "a", c.load)).toBe(1);
    expect(await readCatalogue(database.db, "a", c.load)).toBe(1);
    expect(await Promise.all([readCatalogue(database.db, "b", c.load), readCatalogue(database.db, "b", c.load)])).toEqual([2, 2]);
    await catalogueChanged(database.db);
    expect(await readCatalogue(database.db, "a", c.load)).toBe(3);
  });

  it("does not keep what a load read while the catalogue changed", async () => {
    await waitForListener();
    let release: () => void = () => {};
    const slow = readCatalogue(database.db, "race", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    await catalogueChanged(database.db);
    release();
    expect(await slow).toBe("old");
    expect(await readCatalogue(database.db, "race", async () => "new")).toBe("new");
  });

  it("forgets a failed load", async () => {
    await expect(readCatalogue(database.db, "failing", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await readCatalogue(database.db, "failing", async () => "up")).toBe("up");
  });

  it("always loads inside a transaction", async () => {
    const c = counter();
    await database.db.transaction(async (tx) => {
      await readCatalogue(tx, "tx", c.load);
      await readCatalogue(tx, "tx", c.load);
    });
    expect(c.calls).toBe(2);
  });
});

const pgUrl = process.env.TEST_DB === "pg" ? process.env.TEST_DATABASE_URL : undefined;

async function admin(url: string, query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

async function eventually(check: () => Promise<boolean>, ms = WAIT_MS) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("not within time");
}

describe.skipIf(!pgUrl)("two server processes on one PostgreSQL database", () => {
  const name = `test_cache_${randomBytes(6).toString("hex")}`;
  let url: string;
  let one: Database;
  let two: Database;
  beforeAll(async () => {
    await admin(pgUrl!, `create database ${name}`);
    const parsed = new URL(pgUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    // Two pools, two caches, two LISTEN connections: as two processes would have.
    one = await openDatabase({ databaseUrl: url });
    two = await openDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await admin(pgUrl!, `drop database if exists ${name} with (force)`);
  });

  /** Reads `key` in `db` with a loader that says which read it was. */
  const reader = () => {
    let calls = 0;
    return (db: Database) => readCatalogue(db.db, "shared", async () => ++calls);
  };

  it("a change in one process empties the other's cache (NOTIFY / LISTEN)", async () => {
    const read = reader();
    // Until its LISTEN is in place, a process caches nothing.
    await eventually(async () => (await read(one)) === (await read(one)));
    const cached = await read(one);
    await catalogueChanged(two.db);
    await eventually(async () => (await read(one)) > cached);
  });

  it("a dropped LISTEN connection empties the cache, caches nothing until it is back, then caches again", async () => {
    const read = reader();
    await eventually(async () => (await read(one)) === (await read(one)));
    const cached = await read(one);
    await admin(url, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and query ilike 'listen%' and pid <> pg_backend_pid()`);
    // Lost: the next reads go to the database.
    await eventually(async () => (await read(one)) > cached);
    // Back (it reconnects after a second): cached again, and still hearing the other process.
    await eventually(async () => (await read(one)) === (await read(one)));
    const again = await read(one);
    await catalogueChanged(two.db);
    await eventually(async () => (await read(one)) > again);
  });
});
