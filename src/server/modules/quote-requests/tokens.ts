import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes (256 bits), base64url: 43 characters, safe in a URL path (as a booking's token). */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What is stored: the SHA-256 of the token, hex. The token itself is only ever in the e-mail. */
export const hashQuoteToken = (token: string): string => createHash("sha256").update(`quote:${token}`).digest("hex");

/** A fresh private token for a quote's link, and the hash to store. */
export function newQuoteToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashQuoteToken(token) };
}

export const isQuoteTokenShaped = (token: string): boolean => TOKEN_PATTERN.test(token);

/** The customer's quote page, in their language: `{siteUrl}/quote/{token}?lang=xx`. */
export const quotePageUrl = (siteUrl: string, token: string, language: string): string =>
  `${siteUrl.replace(/\/+$/, "")}/quote/${token}?lang=${encodeURIComponent(language)}`;
