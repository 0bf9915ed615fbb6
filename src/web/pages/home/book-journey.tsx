import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LazyBookingForm } from "../../features/booking/lazy-booking-form.tsx";
import { vehicleArtwork } from "../../lib/artwork.ts";

const POINTS = ["cancellation", "waiting", "vat", "support"] as const;

/** Book Your Journey (spec section 1, Home page): the booking form, anchor #book-journey. */
export function BookJourney() {
  const { t } = useTranslation("home");
  return (
    <section id="book-journey" aria-labelledby="book-journey-title" className="border-t bg-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14 lg:px-8">
        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start lg:pt-4">
          <p className="text-xs font-semibold tracking-[0.18em] text-gold-strong uppercase">{t("bookJourney.eyebrow")}</p>
          <h2 id="book-journey-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {t("bookJourney.title")}
          </h2>
          <div className="h-0.5 w-12 rounded-full bg-gold" aria-hidden="true" />
          <p className="leading-relaxed text-pretty text-muted-foreground">{t("bookJourney.subtitle")}</p>
          <ul className="mt-2 flex flex-col gap-3">
            {POINTS.map((id) => (
              <li key={id} className="flex items-start gap-3 text-sm font-medium">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-gold-strong" aria-hidden="true" />
                {t(`bookJourney.points.${id}`)}
              </li>
            ))}
          </ul>
          {/* Beside the form on wide screens only: on a phone the form comes first. */}
          <img
            src={vehicleArtwork("Executive")}
            alt={t("bookJourney.artworkAlt")}
            width={600}
            height={400}
            loading="lazy"
            decoding="async"
            className="mt-4 hidden w-full rounded-2xl border border-border/70 shadow-sm lg:block"
          />
        </div>
        <LazyBookingForm className="rounded-2xl border-border/70 shadow-xl shadow-navy/5 sm:p-8" />
      </div>
    </section>
  );
}
