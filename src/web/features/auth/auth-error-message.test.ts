import { describe, expect, it } from "vitest";
import { authErrorMessage } from "./auth-error-message.ts";

/**
 * better-auth 1.7's error codes with their English texts (node_modules/@better-auth/core
 * error/codes), as its client hands them to us, with the status its endpoints answer.
 */
const LIBRARY_ERRORS: [code: string, message: string, status: number][] = [
  ["INVALID_ORIGIN", "Invalid origin", 403],
  ["MISSING_OR_NULL_ORIGIN", "Missing or null Origin", 403],
  ["INVALID_EMAIL_OR_PASSWORD", "Invalid email or password", 401],
  ["INVALID_EMAIL", "Invalid email", 400],
  ["USER_ALREADY_EXISTS", "User already exists.", 422],
  ["USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "User already exists. Use another email.", 422],
  ["PASSWORD_TOO_SHORT", "Password too short", 400],
  ["PASSWORD_TOO_LONG", "Password too long", 400],
  ["INVALID_TOKEN", "Invalid token", 400],
  ["TOKEN_EXPIRED", "Token expired", 400],
  ["SESSION_EXPIRED", "Session expired. Re-authenticate to perform this action.", 401],
  ["CROSS_SITE_NAVIGATION_LOGIN_BLOCKED", "Cross-site navigation login blocked. This request appears to be a CSRF attack.", 403],
  ["INVALID_REDIRECT_URL", "Invalid redirectURL", 403],
  ["VALIDATION_ERROR", "[body.email] Invalid input: expected string, received undefined", 400],
  ["FAILED_TO_CREATE_USER", "Failed to create user", 422],
  ["SOME_FUTURE_CODE", "Something new went wrong", 400],
];

/** Words of the library's English texts that must never reach a person. */
const ENGLISH = /\b(invalid|password|user|exists|token|session|origin|failed|too|short|long|expired|something|input|requests)\b/i;

describe("authErrorMessage", () => {
  it.each(LIBRARY_ERRORS)("shows Portuguese, not the library's text, for %s", (code, message, status) => {
    const text = authErrorMessage({ code, message, status, statusText: "" } as never);
    expect(text).not.toBe(message);
    expect(text).not.toMatch(ENGLISH);
    expect(text.length).toBeGreaterThan(5);
  });

  it("says the e-mail or password is wrong, and that the account exists", () => {
    expect(authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password", status: 401 })).toBe(
      "Email ou senha inválidos",
    );
    expect(authErrorMessage({ code: "USER_ALREADY_EXISTS", message: "User already exists.", status: 422 })).toBe(
      "Já existe uma conta com este email",
    );
  });

  it("turns better-auth's plain 429 (no code) into a Portuguese wait message", () => {
    const text = authErrorMessage({ message: "Too many requests. Please try again later.", status: 429 });
    expect(text).toMatch(/tentativas|pedidos/i);
    expect(text).not.toMatch(ENGLISH);
  });

  it("shows our own server's Portuguese message for our codes", () => {
    const ours = "Esta senha é demasiado comum. Escolha outra.";
    expect(authErrorMessage({ code: "INVALID_INPUT", message: ours, status: 400 })).toBe(ours);
    const limited = "Demasiadas tentativas de entrada nesta conta. Aguarde 15 minutos e tente novamente.";
    expect(authErrorMessage({ code: "RATE_LIMITED", message: limited, status: 429 })).toBe(limited);
  });

  it.each([
    ["a thrown network failure", new TypeError("Failed to fetch")],
    ["a 502 from a proxy", { status: 502, statusText: "Bad Gateway", message: "Bad Gateway" }],
    ["a 500 without a body", { status: 500, statusText: "Internal Server Error" }],
    ["a 413", { status: 413, message: "Payload Too Large" }],
    ["nothing at all", undefined],
    ["a string", "boom"],
  ])("answers Portuguese for %s", (_label, error) => {
    const text = authErrorMessage(error);
    expect(text).not.toMatch(/fetch|gateway|internal|payload|large|boom|error/i);
    expect(text).toMatch(/[ãçéóêõá]|Tente|Verifique/);
  });
});
