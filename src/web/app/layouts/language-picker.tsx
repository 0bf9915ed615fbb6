import { Check, Globe } from "lucide-react";
import { lazy, Suspense, useState, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../lib/cn.ts";
import { isSupportedLanguage, setLanguage, SUPPORTED_LANGUAGES, type LanguageCode } from "../../lib/i18n.ts";

export function useCurrentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(lng) ? lng : "en";
}

export function chooseLanguage(code: string) {
  if (isSupportedLanguage(code)) void setLanguage(code);
}

const loadMenu = () => import("./language-menu.tsx");
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/** The header's language button: globe and the current code (its menu is downloaded on first use). */
export function LanguageButton({ className, ...props }: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const currentLabel = SUPPORTED_LANGUAGES.find((l) => l.code === current)?.label ?? current;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      className={cn("text-navy-foreground/85 hover:bg-white/10 hover:text-white", className)}
      {...props}
    >
      <Globe aria-hidden="true" />
      <span aria-hidden="true" className="text-xs font-semibold uppercase">
        {current}
      </span>
      <span className="sr-only">
        {t("nav.language")}: {currentLabel}
      </span>
    </Button>
  );
}

/**
 * Header dropdown: each language is listed in its own name. Radix's menu (with floating-ui) is
 * downloaded when the pointer or the focus reaches the button, and opens on the first click.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <LanguageButton
      className={className}
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu className={className} openAtStart />
    </Suspense>
  );
}

/** The same choice as a list of toggle buttons, for the phone menu. */
export function LanguageList({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <div role="group" aria-label={t("nav.language")} className={cn("grid grid-cols-2 gap-2", className)}>
      {SUPPORTED_LANGUAGES.map((l) => {
        const active = l.code === current;
        return (
          <button
            key={l.code}
            type="button"
            lang={l.code}
            aria-pressed={active}
            onClick={() => chooseLanguage(l.code)}
            className={cn(
              "flex h-10 items-center justify-between gap-2 rounded-md border px-3 text-sm",
              active
                ? "border-gold/70 bg-gold/10 text-gold"
                : "border-white/15 text-navy-foreground/85 hover:bg-white/10 hover:text-white",
            )}
          >
            {l.label}
            {active && <Check className="size-4" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}
