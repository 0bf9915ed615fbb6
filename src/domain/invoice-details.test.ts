import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES as M } from "./booking-messages.ts";
import { firstBookingError } from "./booking-rules.ts";
import { bookingInputSchema } from "./booking-schema.ts";
import { invoiceDetailsSchema } from "./invoice-details.ts";

const schema = bookingInputSchema("2026-07-01");
const valid = {
  id: "3e2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
  bookingType: "transfer",
  origin: "Rua de Santo António 12, Faro",
  destination: "Albufeira Marina",
  bookingDate: "2026-07-10",
  bookingTime: "14:30",
  passengers: 2,
  vehicleClass: "Economy",
  customerName: "Ana Silva",
  customerPhone: "+351 912 345 678",
  customerEmail: "ana@example.com",
};

describe("the booking's invoice details", () => {
  it("are optional: empty ones are undefined", () => {
    const result = schema.parse({ ...valid, invoiceTaxId: " ", invoiceName: "", invoiceAddress: null });
    expect(result.invoiceTaxId).toBeUndefined();
    expect(result.invoiceName).toBeUndefined();
    expect(result.invoiceAddress).toBeUndefined();
  });

  it("keep a Portuguese NIF as its 9 digits and a foreign VAT number with its country code", () => {
    expect(schema.parse({ ...valid, invoiceTaxId: "PT 501 442 600" }).invoiceTaxId).toBe("501442600");
    expect(schema.parse({ ...valid, invoiceTaxId: "de 123456789" }).invoiceTaxId).toBe("DE123456789");
    const full = schema.parse({ ...valid, invoiceTaxId: "501442600", invoiceName: " Empresa Lda ", invoiceAddress: "Rua A 1, Faro" });
    expect(full).toMatchObject({ invoiceName: "Empresa Lda", invoiceAddress: "Rua A 1, Faro" });
  });

  it("refuse a Portuguese NIF with a wrong check digit, with its own message", () => {
    expect(firstBookingError(schema.safeParse({ ...valid, invoiceTaxId: "501442601" }))).toBe(M.taxIdCheckDigit);
  });

  it("refuse a number that is neither a NIF nor a VAT number", () => {
    expect(firstBookingError(schema.safeParse({ ...valid, invoiceTaxId: "12345" }))).toBe(M.taxIdFormat);
  });

  it("refuse too long or control-character texts", () => {
    expect(firstBookingError(schema.safeParse({ ...valid, invoiceName: "x".repeat(151) }))).toBe(M.invoiceNameTooLong);
    expect(firstBookingError(schema.safeParse({ ...valid, invoiceAddress: "x".repeat(301) }))).toBe(M.invoiceAddressTooLong);
    expect(firstBookingError(schema.safeParse({ ...valid, invoiceName: "a\u0000b" }))).toBe(M.invoiceNameInvalid);
  });
});

describe("invoiceDetailsSchema (the booking page's change)", () => {
  it("takes the three fields, empty ones null, and nothing else", () => {
    expect(invoiceDetailsSchema.parse({ invoiceTaxId: "501442600", invoiceName: "", invoiceAddress: "Rua B" })).toEqual({
      invoiceTaxId: "501442600",
      invoiceName: null,
      invoiceAddress: "Rua B",
    });
    expect(invoiceDetailsSchema.safeParse({ invoiceTaxId: "501442601" }).error?.issues[0]?.message).toBe(M.taxIdCheckDigit);
    expect(invoiceDetailsSchema.safeParse({ invoiceTaxId: "", extra: 1 }).success).toBe(false);
  });
});
