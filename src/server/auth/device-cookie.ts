import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision 0031).
 *
 * After a successful sign-in the browser gets a cookie naming that account (its e-mail, lower-cased)
 * and a random nonce, signed with an HMAC keyed from the session secret. A sign-in that presents a
 * valid cookie for the account it signs in to comes from a browser the owner used before: it is not
 * counted against, nor stopped by, the account's limit (which guessers from anywhere else fill);
 * its own failures are counted per cookie (nonce), so a stolen cookie guesses no faster.
 *
 * The cookie is httpOnly, SameSite=Strict, sent only to the sign-in path, Secure on https. One
 * per browser: the account signed in last on it.
 */
export const DEVICE_COOKIE_NAME = "lusitania.device";
export const DEVICE_COOKIE_PATH = "/api/auth/sign-in";
/** How long a browser stays known without signing in again. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const VERSION = "v1";

export interface DeviceCookieAttributes {
  path: string;
  httpOnly: true;
  sameSite: "strict";
  secure: boolean;
  maxAge: number;
}

export interface DeviceCookies {
  /** The cookie's name (with the __Secure- prefix on https, which browsers enforce). */
  name: string;
  /** A new cookie for `login`: its value and attributes. */
  issue(login: string): { name: string; value: string; attributes: DeviceCookieAttributes };
  /** The nonce of `value` when the server signed it for `login`; null for anything else. */
  trustedNonce(value: string | null | undefined, login: string): string | null;
}

export const normalizeLogin = (login: string) => login.trim().toLowerCase();

export function createDeviceCookies({ secret, secure }: { secret: string; secure: boolean }): DeviceCookies {
  // A key of its own, derived from the session secret: a device cookie's signature is never a
  // valid signature of anything else the secret signs.
  const key = createHmac("sha256", secret).update("lusitania device cookie key").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(`${VERSION}.${payload}`).digest();
  const name = secure ? `__Secure-${DEVICE_COOKIE_NAME}` : DEVICE_COOKIE_NAME;
  return {
    name,
    issue(login) {
      const nonce = randomBytes(16).toString("base64url");
      const payload = `${Buffer.from(normalizeLogin(login), "utf8").toString("base64url")}.${nonce}`;
      return {
        name,
        value: `${payload}.${sign(payload).toString("base64url")}`,
        attributes: { path: DEVICE_COOKIE_PATH, httpOnly: true, sameSite: "strict", secure, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS },
      };
    },
    trustedNonce(value, login) {
      if (!value || value.length > 1024) return null;
      const parts = value.split(".");
      if (parts.length !== 3) return null;
      const [encodedLogin, nonce, signature] = parts as [string, string, string];
      const expected = sign(`${encodedLogin}.${nonce}`);
      const given = Buffer.from(signature, "base64url");
      // The exact text of the signature too: base64url decoding ignores stray trailing bits.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (signature !== expected.toString("base64url")) return null;
      if (Buffer.from(encodedLogin, "base64url").toString("utf8") !== normalizeLogin(login)) return null;
      return nonce;
    },
  };
}
