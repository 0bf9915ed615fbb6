import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookingTokens } from "../../db/schema.ts";

/** 32 random bytes (256 bits), base64url: 43 characters, safe in a URL path. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What is stored: the SHA-256 of the token, hex. The token itself is only ever in the e-mail. */
export const hashBookingToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * Creates a private "manage my booking" token for a booking and answers it; only its hash is
 * kept. Pass the caller's transaction so the token exists exactly when the e-mail carrying it does.
 */
export async function mintBookingToken(db: DbOrTx, bookingId: string): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await db.insert(bookingTokens).values({ tokenHash: hashBookingToken(token), bookingId });
  return token;
}

/** The booking a token opens, or null (malformed or unknown token). */
export async function findBookingIdByToken(db: DbOrTx, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ bookingId: bookingTokens.bookingId })
    .from(bookingTokens)
    .where(eq(bookingTokens.tokenHash, hashBookingToken(token)));
  return row?.bookingId ?? null;
}

/** The page of the booking, in the customer's language: `{siteUrl}/booking/{token}?lang=xx`. */
export const manageBookingUrl = (siteUrl: string, token: string, language: string): string =>
  `${siteUrl.replace(/\/+$/, "")}/booking/${token}?lang=${encodeURIComponent(language)}`;

/** The customer area (decision 0046), in the customer's language: `{siteUrl}/account?lang=xx`. */
export const customerAreaUrl = (siteUrl: string, language: string): string =>
  `${siteUrl.replace(/\/+$/, "")}/account?lang=${encodeURIComponent(language)}`;
