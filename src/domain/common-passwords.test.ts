import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS, isCommonPassword } from "./common-passwords.ts";

describe("isCommonPassword", () => {
  it.each(["123456", "password", "qwerty", "12345678", "111111", "123123", "abc123", "password1", "iloveyou", "senha123"])(
    "knows %s",
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it("ignores case", () => {
    expect(isCommonPassword("PassWord1")).toBe(true);
    expect(isCommonPassword("QWERTY")).toBe(true);
  });

  it("keeps ordinary passwords, including the ones the test suites use", () => {
    for (const password of ["secret123", "s3cret-pass", "secret1", "brand-new-1", "Algarve-sol-24", "123456 7"]) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });

  it("holds a few hundred lower-case entries", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    expect(COMMON_PASSWORDS.size).toBeLessThan(1000);
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });
});
