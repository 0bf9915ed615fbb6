import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { RouteFallback } from "../route-fallback.tsx";
import { ScrollRestoration } from "./scroll-restoration.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/**
 * Header, page and footer of every public page. Translations load lazily and suspend:
 * the outer boundary waits for the shell's `common` texts, the inner one lets a page
 * wait for its own namespace while the header and footer stay on screen.
 */
export function PublicLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<RouteFallback />}>
        <PublicShell />
      </Suspense>
    </>
  );
}

function PublicShell() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold px-4 py-2 font-semibold text-gold-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("nav.skipToContent")}
      </a>
      <SiteHeader />
      {/* At least a screen high: while a page or its texts load, the footer stays below the fold. */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
