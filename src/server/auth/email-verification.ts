import { createEmailVerificationToken } from "better-auth/api";
import { pickContentLanguage, type ContentLanguage } from "../../domain/translations.ts";
import type { DbOrTx } from "../db/client.ts";
import { enqueueMail } from "../integrations/mail/outbox.ts";
import { verificationMail } from "./verification-mail.ts";

/** How long a verification link works. */
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

/** Where the link leads once the address is verified: the login page says so. */
export const VERIFIED_CALLBACK_PATH = "/login?verified=1";

/**
 * The language of the person behind a request: the site's `language` cookie (the visitor's
 * choice), else Accept-Language, else English.
 */
export function requestLanguage(headers: Headers): ContentLanguage {
  const cookie = (headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === "language")?.[1];
  return pickContentLanguage(cookie, headers.get("accept-language"));
}

/**
 * Queues the e-mail whose link verifies `user.email` (better-auth's GET /api/auth/verify-email:
 * a signed token naming the account, valid VERIFICATION_LINK_SECONDS). Links start with the
 * site's public address, like the reset-password link.
 */
export async function queueVerificationMail(
  db: DbOrTx,
  options: { secret: string; publicUrl: string; user: { id: string; email: string; name: string }; language: ContentLanguage },
): Promise<void> {
  const { secret, publicUrl, user, language } = options;
  const token = await createEmailVerificationToken(secret, user.email, undefined, VERIFICATION_LINK_SECONDS, { userId: user.id });
  const url = new URL("/api/auth/verify-email", publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", VERIFIED_CALLBACK_PATH);
  await enqueueMail(db, verificationMail({ to: user.email, name: user.name, url: url.toString(), language }));
}
