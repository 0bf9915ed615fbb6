import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";
import { pickContentLanguage, type ContentLanguage } from "../../domain/translations.ts";

/**
 * The language a public answer is written in: `?lang=` (what the site sends), else the browser's
 * Accept-Language, else English. The answer varies with Accept-Language for caches.
 */
export function contentLanguageOf(c: Context): ContentLanguage {
  const lang = c.req.query("lang");
  if (!lang) {
    c.header("Vary", "Accept-Language", { append: true });
    // For answers made with their headers at once (secureAnswer), which c.header does not reach.
    const security = (c as Context<AppEnv>).get("answerSecurity");
    if (security) security.varyLanguage = true;
  }
  return pickContentLanguage(lang, c.req.header("accept-language"));
}
