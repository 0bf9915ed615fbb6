import type { TFunction } from "i18next";
import { AUTH_MESSAGES } from "../../../domain/auth-schemas.ts";
import { AUTH_ERROR_TEXTS } from "../auth/auth-error-message.ts";

/**
 * The login page's messages (the spec's Portuguese texts of the account schemas and of
 * authErrorMessage) and their keys under `messages` in account.json. The login page is read
 * before anyone is known to be an admin or a driver, so it follows the visitor's language
 * (decision 0046); the admin panel and the driver portal keep the Portuguese texts.
 */
const KEYS = new Map<string, string>([
  [AUTH_MESSAGES.fillAll, "fillAll"],
  [AUTH_MESSAGES.invalidEmail, "invalidEmail"],
  [AUTH_MESSAGES.emailTooLong, "emailTooLong"],
  [AUTH_MESSAGES.passwordTooShort, "passwordTooShort"],
  [AUTH_MESSAGES.passwordTooLong, "passwordTooLong"],
  [AUTH_MESSAGES.commonPassword, "commonPassword"],
  [AUTH_MESSAGES.passwordIsEmail, "passwordIsEmail"],
  [AUTH_MESSAGES.nameTooShort, "nameTooShort"],
  [AUTH_MESSAGES.nameTooLong, "nameTooLong"],
  [AUTH_MESSAGES.nameInvalid, "nameInvalid"],
  [AUTH_MESSAGES.nameControlCharacters, "nameControlCharacters"],
  [AUTH_MESSAGES.forgotPasswordEmail, "forgotPasswordEmail"],
  [AUTH_MESSAGES.checkTheForm, "checkTheForm"],
  [AUTH_MESSAGES.invalidRequest, "invalidData"],
  [AUTH_MESSAGES.signInLimited, "signInLimited"],
  [AUTH_ERROR_TEXTS.invalidCredentials, "invalidCredentials"],
  [AUTH_ERROR_TEXTS.accountExists, "accountExists"],
  [AUTH_ERROR_TEXTS.passwordTooLong, "passwordTooLong"],
  [AUTH_ERROR_TEXTS.invalidToken, "invalidToken"],
  [AUTH_ERROR_TEXTS.sessionExpired, "sessionExpired"],
  [AUTH_ERROR_TEXTS.notAllowedHere, "notAllowedHere"],
  [AUTH_ERROR_TEXTS.tooManyRequests, "tooManyRequests"],
  [AUTH_ERROR_TEXTS.invalidData, "invalidData"],
  [AUTH_ERROR_TEXTS.emailNotVerified, "emailNotVerified"],
  [AUTH_ERROR_TEXTS.tooLarge, "invalidData"],
  [AUTH_ERROR_TEXTS.serverUnavailable, "serverUnavailable"],
  [AUTH_ERROR_TEXTS.network, "network"],
  [AUTH_ERROR_TEXTS.generic, "generic"],
]);

/** A login-page message in the reader's language; a text we do not know is shown as it is. */
export function translateAuthMessage(t: TFunction<"account">, message: string): string {
  const key = KEYS.get(message);
  return key ? t(`messages.${key}`, { defaultValue: message }) : message;
}
