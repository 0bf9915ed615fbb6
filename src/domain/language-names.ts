import type { ContentLanguage } from "./translations.ts";

/** The customer languages as the company (Portuguese) names them, in notices and messages. */
export const LANGUAGE_NAMES_PT: Record<ContentLanguage, string> = {
  pt: "Português",
  en: "Inglês",
  fr: "Francês",
  es: "Espanhol",
  zh: "Chinês",
};
