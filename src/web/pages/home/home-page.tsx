import { Car, Clock, ShieldCheck, Star, type LucideIcon } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CtaLink } from "../../features/catalogue/cta-link.tsx";
import { FeatureGrid } from "../../features/catalogue/feature-cards.tsx";
import { useSiteContent } from "../../features/content/use-site-content.ts";
import { HERO_ARTWORK } from "../../lib/artwork.ts";
import { cn } from "../../lib/cn.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { BookJourney } from "./book-journey.tsx";
import { FeaturedTours } from "./featured-tours.tsx";

const BENEFITS: { id: "safe" | "support" | "fleet" | "service"; icon: LucideIcon }[] = [
  { id: "safe", icon: ShieldCheck },
  { id: "support", icon: Clock },
  { id: "fleet", icon: Car },
  { id: "service", icon: Star },
];

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
      {/* The coast at dusk behind the text; the veil keeps the text's contrast (AA) wherever the crop falls. */}
      <img
        src={HERO_ARTWORK}
        alt={t("home.hero.artworkAlt")}
        width={1600}
        height={900}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover object-[68%_100%] lg:object-bottom"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-navy/80 via-navy/60 to-navy/25 lg:bg-gradient-to-r lg:from-navy/90 lg:via-navy/60 lg:to-navy/0"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-px bg-gradient-to-r from-transparent via-gold/50 to-transparent"
      />
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
            "max-w-2xl text-base leading-relaxed text-pretty text-navy-foreground/90 sm:text-lg",
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
  const { t } = useTranslation("home");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
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
