import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/users", () => {
  it("lists each account's roles as a list of role names", async () => {
    const admin = await t.createUser(["admin", "driver"], "Ana Admin");
    const driver = await t.createUser(["driver"], "Bruno Driver");
    const customer = await t.createUser([], "Carla Customer");

    const response = await t.request("/api/users", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const { users } = (await response.json()) as { users: { email: string; roles: unknown }[] };
    const rolesOf = (email: string) => users.find((u) => u.email === email)?.roles;
    expect(rolesOf(admin.email)).toEqual(["admin", "driver"]);
    expect(rolesOf(driver.email)).toEqual(["driver"]);
    expect(rolesOf(customer.email)).toEqual([]);
  });
});
