import type { TFunction } from "i18next";
import { CONTACT_MESSAGES } from "../../../domain/contact-rules.ts";

type ContactMessageKey = keyof typeof CONTACT_MESSAGES;

const KEY_BY_MESSAGE = new Map(
  (Object.entries(CONTACT_MESSAGES) as [ContactMessageKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * Shows a contact-form message (the spec's Portuguese text, from the schema or the server) in
 * the reader's language: the Portuguese locale holds exactly the spec's text. A text we do not
 * know is shown as it is.
 */
export function translateContactMessage(t: TFunction<"contact">, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  if (key) return t(`validation.${key}`, { defaultValue: message });
  return message;
}
