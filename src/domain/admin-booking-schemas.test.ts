import { describe, expect, it } from "vitest";
import {
  ADMIN_BOOKING_MESSAGES,
  adminBookingListQuerySchema,
  adminBookingStatusSchema,
  assignDriverSchema,
} from "./admin-booking-schemas.ts";

/** Keys no request body may hold: a tampered price, and prototype-like keys as JSON.parse makes them (own keys). */
const UNKNOWN_KEYS: [string, Record<string, unknown>][] = [
  ["totalPriceCents", { totalPriceCents: 1 }],
  ["__proto__", JSON.parse('{"__proto__":{"x":1}}')],
  ["constructor", JSON.parse('{"constructor":{"prototype":{"x":1}}}')],
];

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;

describe("admin booking list query", () => {
  it("defaults to the first page of 25 and treats empty parameters as no filter", () => {
    const parsed = adminBookingListQuerySchema.parse({ status: "", type: "", q: "  ", driverId: "" });
    expect(parsed).toEqual({ page: 1, pageSize: 25 });
  });

  it("reads every filter", () => {
    const parsed = adminBookingListQuerySchema.parse({
      page: "3",
      pageSize: "100",
      status: "assigned",
      type: "tour",
      from: "2026-01-31",
      to: "2026-02-01",
      driverId: "abc",
      q: " ana ",
    });
    expect(parsed).toEqual({
      page: 3,
      pageSize: 100,
      status: "assigned",
      type: "tour",
      from: "2026-01-31",
      to: "2026-02-01",
      driverId: "abc",
      q: "ana",
    });
  });

  it.each([
    [{ page: "0" }, "Página inválida"],
    [{ page: "-1" }, "Página inválida"],
    [{ page: "1.5" }, "Página inválida"],
    [{ pageSize: "101" }, "Tamanho de página inválido (entre 1 e 100)"],
    [{ pageSize: "abc" }, "Tamanho de página inválido (entre 1 e 100)"],
    [{ status: "in_progress" }, "Status inválido"],
    [{ type: "bus" }, "Tipo de reserva inválido"],
    [{ from: "2026-02-30" }, "Data inválida (use AAAA-MM-DD)"],
    [{ to: "01/02/2026" }, "Data inválida (use AAAA-MM-DD)"],
    [{ from: "2026-02-02", to: "2026-02-01" }, "A data inicial deve ser anterior ou igual à data final"],
    [{ q: "x".repeat(101) }, "Pesquisa demasiado longa (máximo 100 caracteres)"],
  ])("refuses %j with a Portuguese message", (query, message) => {
    expect(firstMessage(adminBookingListQuerySchema.safeParse(query))).toBe(message);
  });
});

describe("admin booking actions", () => {
  it("accepts the five admin statuses only", () => {
    for (const status of ["pending", "confirmed", "assigned", "completed", "cancelled"]) {
      expect(adminBookingStatusSchema.safeParse({ status }).success).toBe(true);
    }
    expect(firstMessage(adminBookingStatusSchema.safeParse({ status: "in_progress" }))).toBe("Status inválido");
    expect(firstMessage(adminBookingStatusSchema.safeParse({}))).toBe("Status inválido");
  });

  it("needs a driver id", () => {
    expect(assignDriverSchema.parse({ driverId: " u1 " })).toEqual({ driverId: "u1" });
    expect(firstMessage(assignDriverSchema.safeParse({ driverId: "" }))).toBe("Motorista inválido");
    expect(firstMessage(assignDriverSchema.safeParse({}))).toBe("Motorista inválido");
  });
});

describe("admin booking bodies: unknown keys", () => {
  it.each(UNKNOWN_KEYS)("refuses %s with the general message", (key, extra) => {
    expect(Object.keys({ status: "confirmed", ...extra })).toContain(key);
    expect(firstMessage(adminBookingStatusSchema.safeParse({ status: "confirmed", ...extra }))).toBe(ADMIN_BOOKING_MESSAGES.invalidBody);
    expect(firstMessage(assignDriverSchema.safeParse({ driverId: "driver-1", ...extra }))).toBe(ADMIN_BOOKING_MESSAGES.invalidBody);
    expect(ADMIN_BOOKING_MESSAGES.invalidBody).toBe("Por favor, verifique os dados do formulário.");
  });
});
