import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasUnsafeText, isPlainText } from "./plain-text.ts";
import { propertyRuns } from "../../test-support/test-limits.ts";

/** Every C0 control character, DEL and every C1 control character. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];

describe("isPlainText", () => {
  it("accepts what people type, accents, emoji and other scripts included", () => {
    for (const text of ["", "Ana Silva", "São João da Madeira", "Zürich → Faro", "北京 🚗", "O'Brien-Smith (2)"]) {
      expect(isPlainText(text), text).toBe(true);
    }
  });

  it("refuses every control character in a single-line text", () => {
    for (const c of CONTROLS) expect(isPlainText(`a${c}b`), `U+${c.charCodeAt(0).toString(16)}`).toBe(false);
  });

  it("keeps tab and line feed in a multi-line text, and nothing else", () => {
    for (const c of CONTROLS) {
      expect(isPlainText(`a${c}b`, { multiline: true }), `U+${c.charCodeAt(0).toString(16)}`).toBe(c === "\t" || c === "\n");
    }
  });

  it("refuses lone surrogates but not surrogate pairs", () => {
    expect(isPlainText("a\ud800b")).toBe(false);
    expect(isPlainText("a\udc00")).toBe(false);
    expect(isPlainText("😀")).toBe(true);
  });

  it("property: a text is plain exactly when none of its characters is a control character", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const hasControl = [...text].some((c) => CONTROLS.includes(c) || /^[\ud800-\udfff]$/.test(c));
        expect(isPlainText(text)).toBe(!hasControl);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});

describe("hasUnsafeText", () => {
  it("looks into objects and arrays, keys included", () => {
    expect(hasUnsafeText({ name: "Ana", tags: ["a", "b"], n: 1, ok: true, none: null })).toBe(false);
    expect(hasUnsafeText({ user: { name: "A\u0000na" } })).toBe(true);
    expect(hasUnsafeText({ list: ["ok", ["deep\u0007"]] })).toBe(true);
    expect(hasUnsafeText({ "k\u0000": "v" })).toBe(true);
    expect(hasUnsafeText("x\u007f")).toBe(true);
  });
});
