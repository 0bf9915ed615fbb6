import { Car, Clock, ShieldCheck, Star, type LucideIcon } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CtaLink } from "../../features/catalogue/cta-link.tsx";
import { FeatureGrid } from "../../features/catalogue/feature-cards.tsx";
import { useSiteContent } from "../../features/content/use-site-content.ts";
import { cn } from "../../lib/cn.ts";
import { BookJourney } from "./book-journey.tsx";
import { FeaturedTours } from "./featured-tours.tsx";

const BENEFITS: { id: "safe" | "support" | "fleet" | "service"; icon: LucideIcon }[] = [
  { id: "safe", icon: ShieldCheck },
  { id: "support", icon: Clock },
  { id: "fleet", icon: Car },
  { id: "service", icon: Star },
];

/** Decorative: a dashed gold route linking three stops, echoing transfers across Portugal. */
function RouteArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" fill="none" aria-hidden="true" className={className}>
      <circle cx="200" cy="200" r="190" stroke="currentColor" strokeOpacity="0.12" />
      <circle cx="200" cy="200" r="140" stroke="currentColor" strokeOpacity="0.18" />
      <circle cx="200" cy="200" r="90" stroke="currentColor" strokeOpacity="0.1" />
      <path
        d="M70 300C120 300 130 220 190 210S280 150 300 90"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <circle cx="70" cy="300" r="7" fill="currentColor" />
      <circle cx="190" cy="210" r="5" fill="currentColor" fillOpacity="0.7" />
      <circle cx="300" cy="90" r="12" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="300" cy="90" r="4" fill="currentColor" />
    </svg>
  );
}

function Hero() {
  const { t } = useTranslation();
  const content = useSiteContent();
  // While the editable texts load, the translated defaults hold the space invisibly (no flash of other text).
  const hidden = content.isLoading;
  const title = content.get("hero", "title") ?? t("home.hero.title");
  const subtitle = content.get("hero", "subtitle") ?? t("home.hero.subtitle");

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-navy text-navy-foreground"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_85%_0%,color-mix(in_oklab,var(--gold)_22%,transparent),transparent_70%),radial-gradient(ellipse_60%_50%_at_0%_100%,color-mix(in_oklab,var(--gold)_10%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-px bg-gradient-to-r from-transparent via-gold/50 to-transparent"
      />
      <RouteArt className="absolute top-1/2 right-[max(2rem,calc((100vw-80rem)/2+2rem))] -z-10 hidden size-[28rem] -translate-y-1/2 text-gold opacity-80 xl:block 2xl:size-[32rem]" />
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:px-8 lg:pt-28 lg:pb-32">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-gold uppercase">
          <span className="h-px w-8 bg-gold" aria-hidden="true" />
          {t("home.hero.eyebrow")}
        </p>
        <h1
          id="hero-title"
          aria-busy={hidden}
          className={cn(
            "max-w-3xl text-4xl leading-[1.1] font-bold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl",
            hidden && "invisible",
          )}
        >
          {title}
        </h1>
        <p
          className={cn(
            "max-w-2xl text-base leading-relaxed text-pretty text-navy-foreground/75 sm:text-lg",
            hidden && "invisible",
          )}
        >
          {subtitle}
        </p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <CtaLink to="/transfers#book">{t("home.hero.bookTransfer")}</CtaLink>
          <Button
            asChild
            variant="outline"
            size="lg"
            className="border-white/25 bg-transparent text-white hover:bg-white/10 hover:text-white dark:bg-transparent"
          >
            <Link to="/tours">{t("home.hero.exploreTours")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function Benefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="bg-background">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="benefits-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t("home.benefits.heading")}
        </h2>
        <div className="mx-auto mt-3 h-0.5 w-12 rounded-full bg-gold" aria-hidden="true" />
        <FeatureGrid
          cardClassName="transition-shadow hover:shadow-md"
          features={BENEFITS}
          title={(id) => t(`home.benefits.${id}.title`)}
          text={(id) => t(`home.benefits.${id}.description`)}
        />
      </div>
    </section>
  );
}

/**
 * Home (spec section 1): hero, the four benefits, Book Your Journey and Discover Portugal.
 * The lower sections wait for their own texts (`home` namespace) without holding back the hero.
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <Benefits />
      <Suspense fallback={<div className="min-h-[40rem]" aria-hidden="true" />}>
        <BookJourney />
        <FeaturedTours />
      </Suspense>
    </>
  );
}
