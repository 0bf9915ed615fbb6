import { Check, Clock, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CardSkeleton } from "../../features/catalogue/catalogue-states.tsx";
import type { Tour } from "../../features/catalogue/catalogue-types.ts";
import { TourCardPhoto } from "../../features/catalogue/tour-card-photo.tsx";
import { formatEuros } from "../../../domain/money.ts";
import { tourArtwork } from "../../lib/artwork.ts";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { formatDuration } from "../../../domain/lisbon-date.ts";

/** One tour of the Portugal Tours list (spec section 2): both buttons lead to the tour's page. */
export function TourCard({ tour, priority = false }: { tour: Tour; priority?: boolean }) {
  const { t, i18n } = useTranslation("tours");
  const lang = useContentLanguage();
  const href = `/tours/${encodeURIComponent(tour.slug)}`;
  const headingId = `tour-${tour.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-border/70 bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-lg"
    >
      <TourCardPhoto
        tour={{ name: tour.name, imageUrl: tour.imageUrl || tourArtwork(tour.slug) }}
        height={500}
        priority={priority}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
      />

      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-col gap-2">
          <h2 id={headingId} className="text-xl leading-snug font-semibold tracking-tight">
            <Link to={href} className="rounded-sm hover:text-gold-strong">
              {tour.name}
            </Link>
          </h2>
          {tour.description && (
            <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{tour.description}</p>
          )}
        </div>

        <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <div className="flex items-center gap-1.5">
            <dt>
              <Clock className="size-4 text-gold-strong" aria-hidden="true" />
              <span className="sr-only">{t("card.duration")}</span>
            </dt>
            <dd>{formatDuration(tour.durationHours, lang)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <Users className="size-4 text-gold-strong" aria-hidden="true" />
              <span className="sr-only">{t("card.capacity")}</span>
            </dt>
            <dd>{t("card.people", { count: tour.capacity })}</dd>
          </div>
        </dl>

        {tour.highlights.length > 0 && (
          <div>
            <h3 className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {t("card.highlights")}
            </h3>
            <ul className="flex flex-col gap-1.5 text-sm">
              {tour.highlights.map((highlight) => (
                <li key={highlight} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-gold-strong" aria-hidden="true" />
                  <span>{highlight}</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-auto flex flex-col gap-4 border-t pt-4">
          <p className="flex items-baseline gap-2">
            <span className="text-xs font-medium tracking-wider text-muted-foreground uppercase">{t("card.from")}</span>
            <span className="text-2xl font-bold tracking-tight" data-testid="tour-min-price">
              {formatEuros(tour.minPriceCents, i18n.resolvedLanguage)}
            </span>
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button asChild variant="gold" className="font-semibold">
              <Link to={href}>
                {t("card.book")}
                <span className="sr-only">: {tour.name}</span>
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={href}>
                {t("card.learnMore")}
                <span className="sr-only">: {tour.name}</span>
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The shape of a tour card while the list loads. */
export function TourCardSkeleton() {
  return (
    <CardSkeleton
      className="flex flex-col overflow-hidden rounded-xl border border-border/70 bg-card shadow-sm"
      media="aspect-[8/5] w-full"
      body="p-5 sm:p-6"
      lines={["h-6 w-3/4", "h-4 w-full", "h-4 w-5/6", "mt-4 h-10 w-full"]}
    />
  );
}
