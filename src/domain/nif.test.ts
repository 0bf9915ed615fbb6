import { describe, expect, it } from "vitest";
import { isValidPortugueseNif, parseTaxId } from "./nif.ts";

/*
 * Expected values worked out by hand with the mod-11 rule of the Portuguese NIF: the first eight
 * digits weighted 9, 8, …, 2; r = sum mod 11; the ninth digit is 0 when r < 2, else 11 − r.
 * 501442600: 45+0+7+24+20+8+18+0 = 122, r = 1 → 0 (a real company's NIF, published on its invoices).
 * 123456789: 9+16+21+24+25+24+21+16 = 156, r = 2 → 9.
 * 509000002: 45+0+63 = 108, r = 9 → 2 (the demo catalogue's company).
 * 245108978: 18+32+35+6+0+32+27+14 = 164, r = 10 → 1, not 8.
 */
describe("isValidPortugueseNif", () => {
  it.each(["501442600", "123456789", "509000002", "500000000"])("accepts %s (check digit right)", (nif) => {
    expect(isValidPortugueseNif(nif)).toBe(true);
  });

  it.each(["501442601", "245108978", "123456780", "509000003"])("refuses %s (check digit wrong)", (nif) => {
    expect(isValidPortugueseNif(nif)).toBe(false);
  });

  it.each(["", "50144260", "5014426000", "50144260a", " 501442600"])("refuses %j (not 9 digits)", (nif) => {
    expect(isValidPortugueseNif(nif)).toBe(false);
  });
});

describe("parseTaxId", () => {
  it("reads a Portuguese NIF with or without PT, spaces or dots", () => {
    expect(parseTaxId("501442600")).toEqual({ ok: true, kind: "pt", value: "501442600" });
    expect(parseTaxId("PT 501 442 600")).toEqual({ ok: true, kind: "pt", value: "501442600" });
    expect(parseTaxId("pt501.442.600")).toEqual({ ok: true, kind: "pt", value: "501442600" });
  });

  it("refuses a Portuguese NIF whose check digit is wrong", () => {
    expect(parseTaxId("501442601")).toEqual({ ok: false, problem: "check_digit" });
    expect(parseTaxId("PT245108978")).toEqual({ ok: false, problem: "check_digit" });
  });

  it("accepts a foreign VAT number as text, with its country prefix", () => {
    expect(parseTaxId("DE 123456789")).toEqual({ ok: true, kind: "foreign", value: "DE123456789" });
    expect(parseTaxId("fr12345678901")).toEqual({ ok: true, kind: "foreign", value: "FR12345678901" });
    expect(parseTaxId("GB-123-4567-89")).toEqual({ ok: true, kind: "foreign", value: "GB123456789" });
  });

  it("refuses what is neither", () => {
    expect(parseTaxId("12345")).toEqual({ ok: false, problem: "format" });
    expect(parseTaxId("PT12345")).toEqual({ ok: false, problem: "format" });
    expect(parseTaxId("D1234")).toEqual({ ok: false, problem: "format" });
    expect(parseTaxId("DE1")).toEqual({ ok: false, problem: "format" });
    expect(parseTaxId("DE123456789012345678")).toEqual({ ok: false, problem: "format" });
    expect(parseTaxId("DE12<34>56")).toEqual({ ok: false, problem: "format" });
  });
});
