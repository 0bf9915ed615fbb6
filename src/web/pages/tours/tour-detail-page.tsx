import { ArrowLeft, CalendarCheck, Check, Clock, MapPinOff, Mountain, Sparkles, Star, Users, X, type LucideIcon } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LazyBookingForm } from "../../features/booking/lazy-booking-form.tsx";
import { CatalogueImage } from "../../features/catalogue/catalogue-image.tsx";
import { ErrorState, LoadingState } from "../../features/catalogue/catalogue-states.tsx";
import type { TourDetail } from "../../features/catalogue/catalogue-types.ts";
import { IconBadge } from "../../features/catalogue/feature-cards.tsx";
import { formatEuros } from "../../../domain/money.ts";
import { tourArtwork } from "../../lib/artwork.ts";
import { useContentLanguage } from "../../lib/use-content-language.ts";
import { isNotFound, tourQueryKey, useTour } from "../../features/catalogue/use-catalogue.ts";
import { cn } from "../../lib/cn.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { ItineraryList } from "./itinerary-list.tsx";
import { useStickyTop } from "./use-sticky-top.ts";
import { formatDuration } from "../../../domain/lisbon-date.ts";

/** The first sentence(s) of a description, cut at a word under `max` characters, for the meta description. */
function summarize(text: string | null, max = 160): string | undefined {
  const clean = text?.replace(/\s+/g, " ").trim();
  if (!clean) return undefined;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[\s,;:.]+$/, "")}…`;
}

/** /tours/:slug (spec section 2, Tour detail). */
export function TourDetailPage() {
  const { slug = "" } = useParams();
  const { t } = useTranslation("tours");
  const query = useTour(slug);
  const tour = query.data;
  const notFound = !tour && isNotFound(query.error);
  // An old slug followed in the app: the API redirected to the tour's current slug, and so does the address.
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const lang = useContentLanguage();
  useEffect(() => {
    if (!tour || tour.slug === slug) return;
    // The answer is the tour's under its current slug too: no second request, no loading state.
    queryClient.setQueryData(tourQueryKey(tour.slug, lang), tour);
    void navigate({ pathname: `/tours/${encodeURIComponent(tour.slug)}`, search }, { replace: true });
  }, [tour, slug, search, navigate, queryClient, lang]);

  usePageMeta(
    tour
      ? { title: tour.name, description: summarize(tour.description), image: tour.imageUrl ?? undefined }
      : notFound
        ? { title: t("detail.notFoundTitle"), description: t("detail.notFoundMessage") }
        : {},
  );

  if (tour) return <TourDetail tour={tour} />;
  if (notFound) return <TourNotFound />;
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ErrorState onRetry={() => void query.refetch()} retryLabel={t("detail.retry")}>
          {t("detail.error", { message: query.error.message })}
        </ErrorState>
      </div>
    );
  }
  return <TourDetailLoading />;
}

function TourDetail({ tour }: { tour: TourDetail }) {
  const { t, i18n } = useTranslation("tours");
  const lang = useContentLanguage();
  const gallery = tour.additionalImages.filter(Boolean);
  // The admin's photo, else the tour's drawing: the band always has its picture.
  const cover = tour.imageUrl || tourArtwork(tour.slug);
  const asideRef = useRef<HTMLElement>(null);
  const stickyTop = useStickyTop(asideRef);

  return (
    <>
      <section aria-labelledby="tour-title" className="relative isolate overflow-hidden bg-navy text-white">
        <CatalogueImage
          src={cover}
          alt=""
          width={1920}
          height={800}
          priority
          sizes="100vw"
          icon={Mountain}
          showIcon={false}
          className="absolute inset-0 -z-20 size-full object-[center_55%]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-t from-navy via-navy/55 to-navy/0"
        />
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 pt-8 pb-10 sm:px-6 sm:pt-10 sm:pb-14 lg:px-8 lg:pb-16">
          <Link
            to="/tours"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-white/80 hover:text-gold"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("detail.backToTours")}
          </Link>
          {/* Room for the cover (photo or drawing) to show above the title. */}
          <div className="mt-24 flex flex-col items-start gap-4 sm:mt-32 lg:mt-48">
            <Badge variant="gold" className="px-3 py-1 text-xs font-semibold tracking-wide uppercase">
              <Sparkles aria-hidden="true" />
              {t("detail.premium")}
            </Badge>
            <h1
              id="tour-title"
              className="max-w-4xl text-3xl leading-tight font-bold tracking-tight text-balance drop-shadow-sm sm:text-4xl lg:text-5xl"
            >
              {tour.name}
            </h1>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-white/90 sm:text-base">
              <li className="flex items-center gap-2">
                <Clock className="size-4 text-gold sm:size-5" aria-hidden="true" />
                {formatDuration(tour.durationHours, lang)}
              </li>
              <li className="flex items-center gap-2">
                <Users className="size-4 text-gold sm:size-5" aria-hidden="true" />
                {t("detail.upTo", { count: tour.capacity })}
              </li>
            </ul>
            <Button asChild variant="gold" size="lg" className="mt-2 font-semibold lg:hidden">
              <a href="#book">
                <CalendarCheck aria-hidden="true" />
                {t("detail.bookCta")}
              </a>
            </Button>
          </div>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12 lg:px-8 xl:grid-cols-[minmax(0,1fr)_32rem]">
        <div className="flex min-w-0 flex-col gap-12">
          {gallery.length > 0 && (
            <section aria-labelledby="tour-gallery">
              <h2 id="tour-gallery" className="sr-only">
                {t("detail.gallery")}
              </h2>
              <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
                {gallery.map((src, index) => (
                  <li key={src} className="overflow-hidden rounded-lg">
                    <CatalogueImage
                      src={src}
                      alt={t("detail.photoAlt", { name: tour.name, number: index + 1 })}
                      name={tour.name}
                      icon={Mountain}
                      width={600}
                      height={450}
                      sizes="(min-width: 1024px) 200px, (min-width: 768px) 25vw, 50vw"
                      className="w-full rounded-lg"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}

          {tour.description && (
            <section aria-labelledby="tour-about" className="flex flex-col gap-4">
              <DetailHeading id="tour-about">{t("detail.about")}</DetailHeading>
              <p className="text-base leading-relaxed whitespace-pre-line text-foreground/85">{tour.description}</p>
            </section>
          )}

          {tour.highlights.length > 0 && (
            <section aria-labelledby="tour-highlights" className="flex flex-col gap-5">
              <DetailHeading id="tour-highlights">{t("detail.highlights")}</DetailHeading>
              <ul className="grid gap-3 sm:grid-cols-2">
                {tour.highlights.map((highlight) => (
                  <li key={highlight} className="flex items-start gap-3 rounded-lg border border-border/70 bg-card p-4 text-sm leading-relaxed shadow-xs">
                    <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-gold/15 text-gold-strong">
                      <Star className="size-3.5" aria-hidden="true" />
                    </span>
                    {highlight}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {tour.itinerary?.trim() && (
            <section aria-labelledby="tour-itinerary" className="flex flex-col gap-5">
              <DetailHeading id="tour-itinerary">{t("detail.itinerary")}</DetailHeading>
              <ItineraryList text={tour.itinerary} />
            </section>
          )}

          {(tour.inclusions.length > 0 || tour.exclusions.length > 0) && (
            <div className="grid gap-4 sm:grid-cols-2">
              <CheckList id="tour-included" title={t("detail.included")} items={tour.inclusions} mark="included" />
              <CheckList id="tour-not-included" title={t("detail.notIncluded")} items={tour.exclusions} mark="excluded" />
            </div>
          )}
        </div>

        <aside
          ref={asideRef}
          id="book"
          aria-labelledby="tour-book"
          style={{ top: stickyTop }}
          className="lg:sticky lg:self-start"
        >
          <div className="rounded-xl border border-border/70 bg-card shadow-lg">
            <div className="rounded-t-xl bg-navy px-5 py-5 text-navy-foreground sm:px-6">
              <h2 id="tour-book" className="text-xl font-semibold text-white">
                {t("detail.bookTitle")}
              </h2>
              <p className="mt-2 flex items-baseline gap-2">
                <span className="text-xs tracking-wider text-navy-foreground/70 uppercase">{t("detail.from")}</span>
                <span className="text-2xl font-bold text-gold">
                  {formatEuros(tour.minPriceCents, i18n.resolvedLanguage)}
                </span>
                <span className="text-xs text-navy-foreground/70">{t("detail.perGroup")}</span>
              </p>
              <p className="mt-2 text-sm leading-relaxed text-navy-foreground/75">{t("detail.bookSubtitle")}</p>
            </div>
            {/* The form sits in this card (title bar above it): it drops its own frame. */}
            <LazyBookingForm
              defaultType="tour"
              tourId={tour.id}
              className="rounded-none border-0 bg-transparent p-5 shadow-none sm:p-6"
            />
          </div>
        </aside>
      </div>
    </>
  );
}

/** A green tick for what the price includes, a grey cross for what it does not. */
const CHECK_MARKS: Record<"included" | "excluded", { icon: LucideIcon; className: string }> = {
  included: { icon: Check, className: "bg-success/10 text-success" },
  excluded: { icon: X, className: "bg-muted text-muted-foreground" },
};

/** What the tour includes (or leaves out), one mark a line, in its own titled card; nothing when the list is empty. */
function CheckList({
  id,
  title,
  items,
  mark,
}: {
  id: string;
  title: string;
  items: readonly string[];
  mark: keyof typeof CHECK_MARKS;
}) {
  if (items.length === 0) return null;
  const { icon: Icon, className } = CHECK_MARKS[mark];
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2.5 text-sm leading-relaxed">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2.5">
            <span className={cn("mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full", className)}>
              <Icon className="size-3.5" aria-hidden="true" />
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DetailHeading({ id, children }: { id: string; children: string }) {
  return (
    <div>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {children}
      </h2>
      <div className="mt-3 h-0.5 w-12 rounded-full bg-gold" aria-hidden="true" />
    </div>
  );
}

function TourNotFound() {
  const { t } = useTranslation("tours");
  return (
    <section
      aria-labelledby="tour-not-found"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <IconBadge icon={MapPinOff} className="size-16" iconClassName="size-8" />
      <h1 id="tour-not-found" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t("detail.notFoundTitle")}
      </h1>
      <p className="text-muted-foreground">{t("detail.notFoundMessage")}</p>
      <Button asChild variant="gold" size="lg" className="font-semibold">
        <Link to="/tours">
          <ArrowLeft aria-hidden="true" />
          {t("detail.viewAllTours")}
        </Link>
      </Button>
    </section>
  );
}

function TourDetailLoading() {
  const { t } = useTranslation("tours");
  return (
    <div className="flex flex-col">
      <div aria-hidden="true" className="h-72 w-full animate-pulse bg-navy/90 sm:h-96" />
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:px-8 xl:grid-cols-[minmax(0,1fr)_32rem]">
        <div className="flex flex-col gap-4">
          <LoadingState className="justify-start">{t("detail.loading")}</LoadingState>
          <div aria-hidden="true" className="h-7 w-1/3 animate-pulse rounded bg-muted" />
          <div aria-hidden="true" className="h-4 w-full animate-pulse rounded bg-muted" />
          <div aria-hidden="true" className="h-4 w-11/12 animate-pulse rounded bg-muted" />
          <div aria-hidden="true" className="h-4 w-4/5 animate-pulse rounded bg-muted" />
        </div>
        <div aria-hidden="true" className="h-96 animate-pulse rounded-xl bg-muted" />
      </div>
    </div>
  );
}
