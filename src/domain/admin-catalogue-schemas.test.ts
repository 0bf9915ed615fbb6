import { describe, expect, it } from "vitest";
import { imageUrlSchema, isContentKey } from "./admin-catalogue-schemas.ts";

describe("imageUrlSchema", () => {
  it.each([
    ["/photos/benagil-1.jpg", "/photos/benagil-1.jpg"],
    ["/artwork/vehicles/saloon.svg", "/artwork/vehicles/saloon.svg"],
    ["/artwork/hero.svg", "/artwork/hero.svg"],
    ["https://cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"],
    ["", null],
  ])("accepts %s (a photo, a demo drawing, an https URL or nothing)", (input, output) => {
    expect(imageUrlSchema.parse(input)).toBe(output);
  });

  it.each([
    "/artwork/../db/data.svg",
    "/artwork/vehicles/saloon.svg?x=1",
    "/artwork/vehicles/saloon.png",
    "/other/a.svg",
    "http://example.com/a.jpg",
    "javascript:alert(1)",
  ])("refuses %s", (input) => {
    const result = imageUrlSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Imagem inválida/);
  });
});

describe("imageUrlSchema and control characters", () => {
  it.each(["https://example.pt/a\u0001b.jpg", "https://example.pt/a\u007fb.jpg", "https://example.pt/a\u0085b.jpg", "https://example.pt/\u001b[31m.jpg"])(
    "refuses %j (an https address with a control character)",
    (input) => {
      const result = imageUrlSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^Imagem inválida/);
    },
  );
});

describe("isContentKey", () => {
  it("knows the editable fields of the site content", () => {
    expect(isContentKey("company", "name")).toBe(true);
    expect(isContentKey("company", "email")).toBe(true);
    expect(isContentKey("company", "nope")).toBe(false);
    expect(isContentKey("nope", "name")).toBe(false);
  });

  it("refuses names of Object.prototype as a section or a field, without throwing", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(isContentKey(name, "name")).toBe(false);
      expect(isContentKey("company", name)).toBe(false);
    }
  });
});
