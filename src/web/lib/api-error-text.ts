import type { TFunction } from "i18next";
import { isVisitorErrorCode } from "../../domain/error-codes.ts";
import { ApiError } from "./api.ts";

/**
 * A failed API call's text for a visitor, in the page's language, chosen by the answer's code
 * (`common:errors.<code>`, one per code of `VISITOR_ERROR_CODES`): never by matching the server's
 * Portuguese text. Null for a code a visitor's page does not translate (`invalid_input`, whose
 * message is the broken rule's: each form maps it with its own message keys).
 */
export function visitorErrorText(t: TFunction, error: unknown): string | null {
  if (error instanceof ApiError && isVisitorErrorCode(error.code)) return t(`common:errors.${error.code}`);
  return null;
}
