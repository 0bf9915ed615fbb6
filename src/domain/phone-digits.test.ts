import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePhoneDigits, phoneSearchDigits } from "./phone-digits.ts";

describe("normalizePhoneDigits", () => {
  it.each([
    // A Portuguese number as customers, caller ID and WhatsApp write it: the same digits.
    ["963 111 222", "351963111222"],
    ["963111222", "351963111222"],
    ["+351963111222", "351963111222"],
    ["+351 963 111 222", "351963111222"],
    ["00351 963 111 222", "351963111222"],
    ["(+351) 963-111-222", "351963111222"],
    ["351963111222", "351963111222"],
    ["21 123 4567", "351211234567"],
    // Other countries, written internationally.
    ["+44 (0) 20 7946 0958", "442079460958"],
    ["0044 20 7946 0958", "442079460958"],
    ["+1 415 555 2671", "14155552671"],
    ["+39 06 1234 5678", "390612345678"],
  ])("%j → %j", (text, digits) => {
    expect(normalizePhoneDigits(text)).toBe(digits);
  });

  it("keeps the digits alone when the text is no possible number", () => {
    expect(normalizePhoneDigits("07946 095800")).toBe("07946095800");
    expect(normalizePhoneDigits("963 111")).toBe("963111");
  });

  it("answers null for text without a digit", () => {
    expect(normalizePhoneDigits("")).toBeNull();
    expect(normalizePhoneDigits(" + ( ) - ")).toBeNull();
  });

  it("gives every written form of a Portuguese mobile number the same digits (property)", () => {
    const separator = fc.constantFrom("", " ", "-", ".");
    const prefix = fc.constantFrom("", "+351", "+351 ", "00351", "00351 ", "(+351) ", "351");
    fc.assert(
      fc.property(fc.stringMatching(/^9[1236]\d{7}$/), prefix, separator, (national, before, sep) => {
        const written = `${before}${national.slice(0, 3)}${sep}${national.slice(3, 6)}${sep}${national.slice(6)}`;
        expect(normalizePhoneDigits(written)).toBe(`351${national}`);
      }),
    );
  });
});

describe("phoneSearchDigits", () => {
  it("reads a search made of phone characters as a whole number and as a run of digits", () => {
    expect(phoneSearchDigits("963111222")).toEqual({ number: "351963111222", fragment: "963111222" });
    expect(phoneSearchDigits("+351 963 111 222")).toEqual({ number: "351963111222", fragment: "351963111222" });
    expect(phoneSearchDigits("00351963111222")).toEqual({ number: "351963111222", fragment: "351963111222" });
    expect(phoneSearchDigits("963 111")).toEqual({ number: "963111", fragment: "963111" });
  });

  it("is no phone search for text with letters or fewer than three digits", () => {
    expect(phoneSearchDigits("Ana 963")).toBeNull();
    expect(phoneSearchDigits("3f2a1b9c")).toBeNull();
    expect(phoneSearchDigits("+3 5")).toBeNull();
    expect(phoneSearchDigits("")).toBeNull();
  });
});
