import type { TFunction } from "i18next";
import {
  SERVICE_STARTING_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from "../../domain/service-messages.ts";

/**
 * The server's answers that are about the server, not the request (database unavailable, still
 * starting, an unexpected error), in the reader's language; null for any other text.
 */
export function translateServiceMessage(t: TFunction, message: string): string | null {
  if (message === SERVICE_UNAVAILABLE_MESSAGE || message === SERVICE_STARTING_MESSAGE) return t("common:serviceErrors.unavailable");
  if (message === UNEXPECTED_ERROR_MESSAGE) return t("common:serviceErrors.unexpected");
  return null;
}
