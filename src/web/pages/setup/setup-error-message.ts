import { authErrorMessage } from "../../features/auth/auth-error-message.ts";
import { ApiError } from "../../lib/api.ts";

/**
 * Our API answers its own errors with a Portuguese message; a bare status (a proxy's 502, a
 * network failure) gets the shared Portuguese text instead of the browser's English.
 */
export function setupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.code !== "http_error" && error.message ? error.message : authErrorMessage({ status: error.status });
  }
  return authErrorMessage(error);
}
