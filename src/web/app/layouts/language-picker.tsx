import { Check, Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { cn } from "../../lib/cn.ts";
import { isSupportedLanguage, setLanguage, SUPPORTED_LANGUAGES, type LanguageCode } from "../../lib/i18n.ts";

function useCurrentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(lng) ? lng : "en";
}

function choose(code: string) {
  if (isSupportedLanguage(code)) void setLanguage(code);
}

/** Header dropdown: globe and the current code; each language is listed in its own name. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const currentLabel = SUPPORTED_LANGUAGES.find((l) => l.code === current)?.label ?? current;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn("text-navy-foreground/85 hover:bg-white/10 hover:text-white", className)}
        >
          <Globe aria-hidden="true" />
          <span aria-hidden="true" className="text-xs font-semibold uppercase">
            {current}
          </span>
          <span className="sr-only">
            {t("nav.language")}: {currentLabel}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{t("nav.language")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current} onValueChange={choose}>
          {SUPPORTED_LANGUAGES.map((l) => (
            <DropdownMenuRadioItem key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
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
            onClick={() => choose(l.code)}
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
