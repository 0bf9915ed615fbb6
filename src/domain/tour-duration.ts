import type { ContentLanguage } from "./translations.ts";

/** The locale whose customs each site language follows (European Portuguese, Simplified Chinese). */
export const CONTENT_LOCALES: Record<ContentLanguage, string> = { en: "en-GB", pt: "pt-PT", fr: "fr-FR", es: "es-ES", zh: "zh-CN" };

/** The longest tour the admin can enter: a multi-day tour is sold differently. */
export const MAX_TOUR_HOURS = 24;

/** A tour's length in the visitor's language: 8 → "8 hours", "8 horas", "8 heures", "8 horas", "8小时"; 4.5 → "4,5 horas". */
export function formatDurationHours(hours: number, lang: ContentLanguage): string {
  return new Intl.NumberFormat(CONTENT_LOCALES[lang], {
    style: "unit",
    unit: "hour",
    unitDisplay: "long",
    maximumFractionDigits: 2,
  }).format(hours);
}
