import { describe, expect, it } from "vitest";
import { CONTACT_STATUS_MESSAGES, listContactMessagesQuerySchema, updateContactStatusSchema } from "./contact-status.ts";

/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

describe("updateContactStatusSchema", () => {
  it.each(["new", "read", "replied", "archived"])("accepts %s", (status) => {
    expect(updateContactStatusSchema.parse({ status })).toEqual({ status });
  });

  it.each([{ status: "deleted" }, {}, { status: "NEW" }])("refuses %j with the Portuguese message", (body) => {
    const result = updateContactStatusSchema.safeParse(body);
    expect(result.error?.issues[0]?.message).toBe("Status inválido: escolha new, read, replied ou archived");
  });
});

describe("updateContactStatusSchema: unknown keys", () => {
  it.each(UNKNOWN_KEYS)("refuses %s with the general message", (key, extra) => {
    const body = { status: "read", ...extra };
    expect(Object.keys(body)).toContain(key);
    expect(updateContactStatusSchema.safeParse(body).error?.issues[0]?.message).toBe(CONTACT_STATUS_MESSAGES.invalidBody);
  });
});

describe("listContactMessagesQuerySchema", () => {
  it("has no status filter unless asked (an empty one is none) and pages of 20", () => {
    expect(listContactMessagesQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(listContactMessagesQuerySchema.parse({ status: "" })).toEqual({ page: 1, pageSize: 20 });
    expect(listContactMessagesQuerySchema.parse({ status: "archived", page: "2", pageSize: "5" })).toEqual({
      status: "archived",
      page: 2,
      pageSize: 5,
    });
  });

  it.each([{ status: "spam" }, { page: "-1" }, { pageSize: "101" }])("refuses %j", (query) => {
    expect(listContactMessagesQuerySchema.safeParse(query).success).toBe(false);
  });
});
