import type { FieldErrors, FieldValues } from "react-hook-form";

/** The toast of the untranslated (Portuguese-only) forms when no field has its own message. */
export const CHECK_THE_FORM = "Por favor, verifique os dados do formulário.";

/**
 * The first failing message of a form (shown alone in a toast): the first field of `order` with a message
 * when an order is given, else the first in the errors' own order; `fallback` when none has a message.
 */
export function firstFormError<T extends FieldValues>(
  errors: FieldErrors<T>,
  fallback: string,
  order?: readonly string[],
): string {
  const byName = errors as Record<string, { message?: unknown } | undefined>;
  const candidates = order ? order.map((name) => byName[name]) : Object.values(byName);
  for (const error of candidates) {
    const message = error?.message;
    if (typeof message === "string" && message) return message;
  }
  return fallback;
}
