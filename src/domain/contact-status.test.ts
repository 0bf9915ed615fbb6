import { describe, expect, it } from "vitest";
import { listContactMessagesQuerySchema, updateContactStatusSchema } from "./contact-status.ts";

describe("updateContactStatusSchema", () => {
  it.each(["new", "read", "replied", "archived"])("accepts %s", (status) => {
    expect(updateContactStatusSchema.parse({ status })).toEqual({ status });
  });

  it.each([{ status: "deleted" }, {}, { status: "NEW" }])("refuses %j with the Portuguese message", (body) => {
    const result = updateContactStatusSchema.safeParse(body);
    expect(result.error?.issues[0]?.message).toBe("Status inválido: escolha new, read, replied ou archived");
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
