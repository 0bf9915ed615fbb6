import { CONTENT_LANGUAGES, type ContentLanguage } from "../../../domain/translations.ts";
import { cn } from "../../lib/cn.ts";
import { LANGUAGE_LABELS } from "./translatable-texts.ts";

/**
 * The language a catalogue form edits, one at a time. English is required (the visitor's
 * fallback); a language with a missing text carries a dot and says so to screen readers.
 */
export function LanguageTabs({
  value,
  onChange,
  missing,
}: {
  value: ContentLanguage;
  onChange: (lang: ContentLanguage) => void;
  missing: readonly ContentLanguage[];
}) {
  return (
    <div role="group" aria-label="Idioma dos textos" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {CONTENT_LANGUAGES.map((lang) => {
        const isMissing = missing.includes(lang);
        return (
          <button
            key={lang}
            type="button"
            aria-pressed={value === lang}
            onClick={() => onChange(lang)}
            className={cn(
              "inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-sm transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              value === lang ? "bg-background font-medium shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {LANGUAGE_LABELS[lang]}
            {lang === "en" && <span className="sr-only"> (obrigatório)</span>}
            {isMissing && (
              <>
                <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
                <span className="sr-only"> (textos em falta)</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The languages a list row still misses, as small badges ("FR ZH"), or nothing when complete. */
export function MissingLanguages({ languages }: { languages: readonly string[] }) {
  if (languages.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-1" title="Idiomas com textos em falta">
      <span className="sr-only">Textos em falta:</span>
      {languages.map((lang) => (
        <span key={lang} className="rounded border border-amber-300 bg-amber-50 px-1 text-[10px] font-semibold text-amber-800 uppercase">
          {lang}
        </span>
      ))}
    </span>
  );
}
