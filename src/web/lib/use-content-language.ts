import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE, isSupportedLanguage, type LanguageCode } from "./i18n.ts";

/** The visitor's language, for catalogue and site texts asked of the API (`?lang=`). */
export function useContentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** An API path with the visitor's language: "/api/tours" → "/api/tours?lang=fr". */
export function withLanguage(path: string, lang: LanguageCode): string {
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}
