import i18n from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";

/** The interface languages, in picker order, each with its own name. English is the default and fallback. */
export const SUPPORTED_LANGUAGES = [
  { code: "en", label: "English" },
  { code: "pt", label: "Português" },
  { code: "fr", label: "Français" },
  { code: "es", label: "Español" },
  { code: "zh", label: "中文" },
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: LanguageCode = "en";
/** localStorage key holding the chosen language (spec section 1). */
export const LANGUAGE_STORAGE_KEY = "language";

/** The value for `<html lang>`: Portuguese is European Portuguese, Chinese is simplified. */
const HTML_LANG: Record<LanguageCode, string> = { en: "en", pt: "pt-PT", fr: "fr", es: "es", zh: "zh-Hans" };

export function isSupportedLanguage(code: unknown): code is LanguageCode {
  return typeof code === "string" && SUPPORTED_LANGUAGES.some((l) => l.code === code);
}

function readStoredLanguage(): LanguageCode {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked (privacy mode): English
  }
}

/** The supported language named by `?lang=xx` in a query string ("?lang=fr&x=1" → "fr"), else undefined. */
export function languageFromSearch(search: string): LanguageCode | undefined {
  const lang = new URLSearchParams(search).get("lang")?.toLowerCase();
  return isSupportedLanguage(lang) ? lang : undefined;
}

/**
 * The language to start in: `?lang=xx` of the address (the links in our e-mails carry the
 * customer's language), remembered like a choice in the picker; else the stored choice; else English.
 */
export function initialLanguage(): LanguageCode {
  const fromUrl = languageFromSearch(globalThis.location?.search ?? "");
  if (!fromUrl) return readStoredLanguage();
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, fromUrl);
  } catch {
    // storage blocked: the language lasts for this page only
  }
  return fromUrl;
}

function applyHtmlLang(lng: string) {
  if (typeof document === "undefined") return;
  const lang = isSupportedLanguage(lng) ? HTML_LANG[lng] : lng;
  // Only a change: writing even the same value makes the browser recompute every element's style
  // (the page the server rendered already has it).
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  // The server reads it to send each page with its texts and data in this language.
  if (isSupportedLanguage(lng)) document.cookie = `language=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

i18n.on("languageChanged", applyHtmlLang);

void i18n
  .use(
    // One JSON file per language and namespace, each its own chunk: only the languages in use are downloaded.
    resourcesToBackend((lng: string, ns: string) => import(`../locales/${lng}/${ns}.json`)),
  )
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // Every language has every key (i18n-keys.test.ts) and every key the code asks for exists
    // (i18n-used-keys.test.ts), so no fallback file is needed: only the active language is
    // downloaded.
    fallbackLng: false,
    supportedLngs: SUPPORTED_LANGUAGES.map((l) => l.code),
    nonExplicitSupportedLngs: false,
    load: "languageOnly",
    ns: ["common"],
    defaultNS: "common",
    fallbackNS: false,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });

/** Switches the interface language and remembers it in localStorage under `language`. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  await i18n.changeLanguage(code);
}

/** The active interface language (a supported code). */
export function currentLanguage(): LanguageCode {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

export { i18n };
