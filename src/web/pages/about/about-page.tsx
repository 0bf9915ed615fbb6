import { Clock, Gem, HeartHandshake, ShieldCheck, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { CtaLink } from "../../features/catalogue/cta-link.tsx";
import { FeatureGrid } from "../../features/catalogue/feature-cards.tsx";
import { PageBanner, SectionHeading } from "../../features/catalogue/page-banner.tsx";
import { currentLanguage } from "../../lib/i18n.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { formatNumber } from "../../../domain/money.ts";

const VALUES: { id: "safety" | "punctuality" | "excellence" | "hospitality"; icon: LucideIcon }[] = [
  { id: "safety", icon: ShieldCheck },
  { id: "punctuality", icon: Clock },
  { id: "excellence", icon: Gem },
  { id: "hospitality", icon: HeartHandshake },
];

const TIMELINE = [2020, 2021, 2022, 2023, 2024] as const;

/** Spec section 1: founded 2020; 5+ years, 20+ vehicles, 10000+ customers. */
const STATS: { id: "founded" | "years" | "vehicles" | "customers"; value: number; plus: boolean }[] = [
  { id: "founded", value: 2020, plus: false },
  { id: "years", value: 5, plus: true },
  { id: "vehicles", value: 20, plus: true },
  { id: "customers", value: 10000, plus: true },
];

const LOCALES = { en: "en-GB", pt: "pt-PT", fr: "fr-FR", es: "es-ES", zh: "zh-CN" } as const;

function formatStat(value: number, plus: boolean, locale: string): string {
  // A year is not a quantity: no thousands separator.
  const text = plus ? formatNumber(value, locale) : String(value);
  return plus ? `${text}+` : text;
}

/** About (spec section 2): mission, four values, timeline 2020–2024 and statistics. */
export function AboutPage() {
  const { t } = useTranslation("about");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  const locale = LOCALES[currentLanguage()];

  return (
    <>
      <PageBanner headingId="about-title" eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p className="max-w-2xl text-base leading-relaxed text-pretty text-navy-foreground/75 sm:text-lg">
          {t("hero.subtitle")}
        </p>
      </PageBanner>

      <section aria-labelledby="about-mission-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-start lg:gap-16">
          <div>
            <p className="mb-2 text-xs font-semibold tracking-[0.18em] text-gold-strong uppercase">{t("mission.eyebrow")}</p>
            <h2 id="about-mission-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {t("mission.title")}
            </h2>
            <div className="mt-4 h-0.5 w-12 rounded-full bg-gold" aria-hidden="true" />
          </div>
          <p className="text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">{t("mission.text")}</p>
        </div>
      </section>

      <section aria-labelledby="about-stats-title" className="bg-navy text-navy-foreground">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
          <h2 id="about-stats-title" className="sr-only">
            {t("stats.title")}
          </h2>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
            {STATS.map(({ id, value, plus }) => (
              <div key={id} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-navy-foreground/70">{t(`stats.${id}`)}</dt>
                <dd className="text-4xl font-bold tracking-tight text-gold tabular-nums sm:text-5xl">
                  {formatStat(value, plus, locale)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="about-values-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading id="about-values-title" title={t("values.title")} subtitle={t("values.subtitle")} />
        <FeatureGrid
          features={VALUES}
          title={(id) => t(`values.${id}.title`)}
          text={(id) => t(`values.${id}.text`)}
        />
      </section>

      <section aria-labelledby="about-timeline-title" className="bg-muted/50">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="about-timeline-title" title={t("timeline.title")} subtitle={t("timeline.subtitle")} />
          <ol className="relative mt-12 flex flex-col gap-10 border-l-2 border-gold/40 pl-8">
            {TIMELINE.map((year) => (
              <li key={year} className="relative">
                <span
                  className="absolute top-1 -left-[calc(2rem+9px)] size-4 rounded-full border-4 border-background bg-gold ring-2 ring-gold/40"
                  aria-hidden="true"
                />
                <p className="text-sm font-bold tracking-wider text-gold-strong tabular-nums">{year}</p>
                <h3 className="mt-1 text-lg font-semibold">{t(`timeline.y${year}.title`)}</h3>
                <p className="mt-1 leading-relaxed text-muted-foreground">{t(`timeline.y${year}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col items-center gap-5 rounded-2xl border border-gold/30 bg-gold/10 px-6 py-10 text-center sm:px-10">
          <h2 id="about-cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {t("cta.title")}
          </h2>
          <p className="max-w-xl leading-relaxed text-pretty text-muted-foreground">{t("cta.text")}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <CtaLink to="/transfers#book">{t("cta.book")}</CtaLink>
            <Button asChild variant="outline" size="lg">
              <Link to="/contact">{t("cta.contact")}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
