import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { MenuButton } from "./mobile-menu.tsx";
import { Separator } from "../../components/ui/separator.tsx";
import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "../../components/ui/sheet.tsx";
import { AccountButton } from "./account-button.tsx";
import { BrandLink } from "./brand-link.tsx";
import { LanguageList } from "./language-picker.tsx";
import { MainNav } from "./main-nav.tsx";
import { BOOK_NOW_HREF } from "./nav-links.ts";

/**
 * The phone menu's drawer with its own hamburger button (loaded by MobileMenu on the first tap,
 * which it opens at once).
 */
export function MobileMenuSheet({ className, openAtStart }: { className?: string; openAtStart: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The drawer is open only for the location it was opened at: any navigation (links, back button) closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(openAtStart ? location.key : null);
  const open = openedAt === location.key;
  const close = () => setOpenedAt(null);

  return (
    <Sheet open={open} onOpenChange={(next) => setOpenedAt(next ? location.key : null)}>
      <SheetTrigger asChild>
        <MenuButton className={className} />
      </SheetTrigger>
      <SheetContent
        side="right"
        closeLabel={t("nav.closeMenu")}
        aria-describedby={undefined}
        className="gap-0 overflow-y-auto border-white/10 bg-navy text-navy-foreground [&>[data-slot=sheet-close]]:text-navy-foreground"
      >
        <SheetHeader className="border-b border-white/10 pr-14">
          <SheetTitle className="sr-only">{t("nav.menu")}</SheetTitle>
          <BrandLink onNavigate={close} />
        </SheetHeader>
        <div className="flex flex-col gap-6 p-4">
          <MainNav layout="stack" onNavigate={close} />
          <Separator className="bg-white/10" />
          <div className="flex flex-col gap-3">
            <p className="text-xs font-semibold tracking-wider text-navy-foreground/60 uppercase" aria-hidden="true">
              {t("nav.language")}
            </p>
            <LanguageList />
          </div>
        </div>
        <SheetFooter className="border-t border-white/10">
          <Button asChild variant="gold" size="lg" className="w-full">
            <Link to={BOOK_NOW_HREF} onClick={close}>
              {t("nav.bookNow")}
            </Link>
          </Button>
          <AccountButton
            size="lg"
            variant="outline"
            onNavigate={close}
            className="w-full border-white/20 bg-transparent text-navy-foreground hover:bg-white/10 hover:text-white"
          />
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
