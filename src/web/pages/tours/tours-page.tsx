import { MapPinned } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../features/catalogue/catalogue-states.tsx";
import { PageBanner } from "../../features/catalogue/page-banner.tsx";
import { useTours } from "../../features/catalogue/use-catalogue.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { TourCard, TourCardSkeleton } from "./tour-card.tsx";

/** Portugal Tours (spec section 2): one card per tour, newest first. */
export function ToursPage() {
  const { t } = useTranslation("tours");
  usePageMeta({ title: t("list.metaTitle"), description: t("list.metaDescription") });
  const tours = useTours();

  return (
    <>
      <PageBanner headingId="tours-title" eyebrow={t("list.eyebrow")} title={t("list.title")}>
        <p className="max-w-2xl text-base leading-relaxed text-pretty text-navy-foreground/75 sm:text-lg">
          {t("list.subtitle")}
        </p>
      </PageBanner>

      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {tours.isPending ? (
          <>
            <LoadingState className="pt-0">{t("list.loading")}</LoadingState>
            <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <TourCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : tours.isError ? (
          <ErrorState onRetry={() => void tours.refetch()} retryLabel={t("list.retry")}>
            {t("list.error", { message: tours.error.message })}
          </ErrorState>
        ) : tours.data.length === 0 ? (
          <EmptyState icon={MapPinned} title={t("list.empty")}>
            <p className="text-sm text-muted-foreground">{t("list.emptyHint")}</p>
            <Button asChild variant="outline" className="mt-2">
              <Link to="/contact">{t("list.contactUs")}</Link>
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {tours.data.map((tour, index) => (
              <li key={tour.id}>
                <TourCard tour={tour} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
