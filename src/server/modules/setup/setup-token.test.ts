import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { setupTokens, userRoles, users } from "../../db/schema.ts";
import { openTestDatabase } from "../../../../test-support/test-database.ts";
import { grantRole } from "../users/service.ts";
import { isSetupTokenValid, issueSetupToken } from "./service.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(setupTokens);
  await database.db.delete(userRoles);
  await database.db.delete(users);
});

describe("the setup link while no admin exists", () => {
  it("is the same for every start and every process, and stays valid", async () => {
    const first = await issueSetupToken(database.db);
    const second = await issueSetupToken(database.db);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(await isSetupTokenValid(database.db, first!)).toBe(true);
    expect(await database.db.select().from(setupTokens)).toHaveLength(1);
  });

  it("is the same for processes that start at the same moment", async () => {
    const tokens = await Promise.all([1, 2, 3, 4].map(() => issueSetupToken(database.db)));
    expect(new Set(tokens).size).toBe(1);
    expect(await isSetupTokenValid(database.db, tokens[0]!)).toBe(true);
    expect(await database.db.select().from(setupTokens)).toHaveLength(1);
  });

  it("replaces a link made by an older version, of which only the hash was kept", async () => {
    const oldHash = createHash("sha256").update("old-token").digest("hex");
    await database.db.insert(setupTokens).values({ tokenHash: oldHash });
    const token = await issueSetupToken(database.db);
    expect(token).toBeTruthy();
    expect(token).not.toBe("old-token");
    expect(await isSetupTokenValid(database.db, "old-token")).toBe(false);
    expect(await isSetupTokenValid(database.db, token!)).toBe(true);
    expect(await issueSetupToken(database.db)).toBe(token);
  });

  it("is gone for every process once an admin exists", async () => {
    const token = await issueSetupToken(database.db);
    await database.db.insert(users).values({ id: "admin-1", name: "Boss", email: "boss@example.com" });
    await grantRole(database.db, "admin-1", "admin");
    expect(await Promise.all([issueSetupToken(database.db), issueSetupToken(database.db)])).toEqual([null, null]);
    expect(await isSetupTokenValid(database.db, token!)).toBe(false);
    expect(await database.db.select().from(setupTokens)).toEqual([]);
  });
});
