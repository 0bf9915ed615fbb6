import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { AccountButton } from "./account-button.tsx";
import { BrandLink } from "./brand-link.tsx";
import { LanguagePicker } from "./language-picker.tsx";
import { MainNav } from "./main-nav.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { BOOK_NOW_HREF } from "./nav-links.ts";

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy text-navy-foreground shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-4 lg:px-8 xl:gap-6">
        <BrandLink className="md:max-lg:[&>span:not(.sr-only)]:hidden" />
        <MainNav layout="bar" className="hidden shrink-0 md:block" />
        <div className="ml-auto flex shrink-0 items-center gap-1 lg:gap-2">
          <LanguagePicker className="hidden md:inline-flex" />
          <AccountButton
            labelClassName="sr-only lg:not-sr-only"
            className="hidden border-white/20 bg-transparent text-navy-foreground hover:bg-white/10 hover:text-white md:inline-flex"
          />
          <Button asChild variant="gold" size="sm" className="hidden font-semibold sm:inline-flex">
            <Link to={BOOK_NOW_HREF}>{t("nav.bookNow")}</Link>
          </Button>
          <MobileMenu className="md:hidden" />
        </div>
      </div>
    </header>
  );
}
