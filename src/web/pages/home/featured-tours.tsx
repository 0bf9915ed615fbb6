import { ArrowRight, Clock, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardSkeleton } from "../../features/catalogue/catalogue-states.tsx";
import type { Tour } from "../../features/catalogue/catalogue-types.ts";
import { CtaLink } from "../../features/catalogue/cta-link.tsx";
import { formatEuros } from "../../../domain/money.ts";
import { tourArtwork } from "../../lib/artwork.ts";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { PageSection } from "../../features/catalogue/page-banner.tsx";
import { TourCardPhoto } from "../../features/catalogue/tour-card-photo.tsx";
import { useTours } from "../../features/catalogue/use-catalogue.ts";
import { formatDuration } from "../../../domain/lisbon-date.ts";

/** How many tours the home page features: the first ones of the list (newest first). */
const FEATURED_COUNT = 3;

/**
 * Discover Portugal (spec section 1, Home page): three featured tours and View All Tours.
 * A loading failure (or no tour at all) hides the whole section: the home page stays whole.
 */
export function FeaturedTours() {
  const { t } = useTranslation("home");
  const tours = useTours();

  if (tours.isError || (tours.isSuccess && tours.data.length === 0)) return null;
  const featured = tours.data?.slice(0, FEATURED_COUNT);

  return (
    <PageSection
      id="discover-title"
      eyebrow={t("discover.eyebrow")}
      title={t("discover.title")}
      subtitle={t("discover.subtitle")}
      className="border-t bg-muted/40"
    >
      {featured ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {featured.map((tour) => (
            <li key={tour.id}>
              <FeaturedTourCard tour={tour} />
            </li>
          ))}
        </ul>
      ) : (
        <div role="status" aria-live="polite" className="mt-10 grid gap-6 md:grid-cols-3">
          <span className="sr-only">{t("discover.loading")}</span>
          {Array.from({ length: FEATURED_COUNT }, (_, i) => (
            <CardSkeleton
              key={i}
              data-testid="featured-tour-skeleton"
              className="overflow-hidden rounded-xl border bg-card"
              media="aspect-[4/3]"
              body="p-5"
              lines={["h-5 w-3/4", "h-4 w-1/2", "h-6 w-1/3"]}
            />
          ))}
        </div>
      )}
      <div className="mt-10 flex justify-center">
        <CtaLink to="/tours" variant="default">
          {t("discover.viewAll")}
        </CtaLink>
      </div>
    </PageSection>
  );
}

function FeaturedTourCard({ tour }: { tour: Tour }) {
  const { t, i18n } = useTranslation("home");
  const lang = useContentLanguage();
  const href = `/tours/${encodeURIComponent(tour.slug)}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border/70 bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg">
      <TourCardPhoto tour={{ name: tour.name, imageUrl: tour.imageUrl || tourArtwork(tour.slug) }} height={600} sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg leading-snug font-semibold">
          {/* The whole card is the link's target area (stretched link). */}
          <Link to={href} className="outline-none after:absolute after:inset-0 after:content-['']">
            {tour.name}
          </Link>
        </h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Users className="size-4 text-gold-strong" aria-hidden="true" />
            {t("discover.passengers")}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 text-gold-strong" aria-hidden="true" />
            {formatDuration(tour.durationHours, lang)}
          </li>
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 border-t pt-4">
          <p className="flex flex-col">
            <span className="text-xs tracking-wider text-muted-foreground uppercase">{t("discover.from")}</span>
            <span className="text-xl font-bold tracking-tight">{formatEuros(tour.minPriceCents, i18n.resolvedLanguage)}</span>
          </p>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-gold-strong" aria-hidden="true">
            {t("discover.viewTour")}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
