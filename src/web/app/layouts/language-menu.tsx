import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu.tsx";
import { SUPPORTED_LANGUAGES } from "../../lib/i18n.ts";
import { chooseLanguage, LanguageButton, useCurrentLanguage } from "./language-picker.tsx";

/** The language dropdown (Radix menu), loaded by LanguagePicker and opened at once on the first click. */
export function LanguageMenu({ className, openAtStart }: { className?: string; openAtStart: boolean }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <DropdownMenu modal={false} defaultOpen={openAtStart}>
      <DropdownMenuTrigger asChild>
        <LanguageButton className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{t("nav.language")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current} onValueChange={chooseLanguage}>
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
