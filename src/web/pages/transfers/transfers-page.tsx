import { BadgeEuro, Briefcase, CircleCheck, PlaneLanding, Sparkles, UserRoundCheck, Users, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { LazyBookingForm } from "../../features/booking/lazy-booking-form.tsx";
import { VehiclePicture } from "../../features/booking/vehicle-picture.tsx";
import { FeatureGrid } from "../../features/catalogue/feature-cards.tsx";
import { PageBanner, PageSection } from "../../features/catalogue/page-banner.tsx";
import { useVehicles } from "../../features/catalogue/use-catalogue.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { useOpenSectionOnHash } from "./use-open-section-on-hash.ts";
import { vehicleClassCards, type VehicleClassCard } from "./vehicle-class-cards.ts";

/** Anchor of the booking form: /transfers#book opens it (spec section 2). */
const BOOK_SECTION_ID = "book";

const BENEFITS: { id: "punctuality" | "drivers" | "fleet" | "prices"; icon: LucideIcon }[] = [
  { id: "punctuality", icon: PlaneLanding },
  { id: "drivers", icon: UserRoundCheck },
  { id: "fleet", icon: Sparkles },
  { id: "prices", icon: BadgeEuro },
];

/** The form sits in this page's card (title bar above it): it drops its own frame. */
const FORM_IN_CARD = "rounded-none border-0 bg-transparent p-5 shadow-none sm:p-8";

const ASSURANCES = ["waiting", "cancellation", "vat"] as const;


/** /transfers (spec section 2, Transfers page). */
export function TransfersPage() {
  const { t } = useTranslation("transfers");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  useOpenSectionOnHash(BOOK_SECTION_ID);
  const fleet = useVehicles();
  const cards = vehicleClassCards(fleet.data ?? []);

  return (
    <>
      <PageBanner headingId="transfers-title" eyebrow={t("hero.badge")} title={t("hero.title")}>
        <p className="max-w-2xl text-base leading-relaxed text-pretty text-navy-foreground/75 sm:text-lg">
          {t("hero.intro")}
        </p>
        <ul className="mt-1 flex flex-col gap-2 text-sm text-navy-foreground/90 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {ASSURANCES.map((id) => (
            <li key={id} className="flex items-center gap-2">
              <CircleCheck className="size-4 shrink-0 text-gold" aria-hidden="true" />
              {t(`assurances.${id}`)}
            </li>
          ))}
        </ul>
      </PageBanner>

      <section
        id={BOOK_SECTION_ID}
        aria-labelledby="transfers-book"
        className="border-b bg-muted/40"
      >
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <div className="overflow-hidden rounded-2xl border border-border/70 bg-card shadow-xl shadow-navy/5">
            <div className="border-b border-gold/30 bg-navy px-5 py-5 text-navy-foreground sm:px-8 sm:py-6">
              <h2 id="transfers-book" className="text-xl font-semibold text-white sm:text-2xl">
                {t("book.title")}
              </h2>
              <p className="mt-1.5 text-sm leading-relaxed text-navy-foreground/75">{t("book.subtitle")}</p>
            </div>
            <LazyBookingForm defaultType="transfer" className={FORM_IN_CARD} />
          </div>
        </div>
      </section>

      <PageSection id="transfers-benefits" title={t("benefits.title")} className="bg-background">
        <FeatureGrid
          features={BENEFITS}
          title={(id) => t(`benefits.${id}.title`)}
          text={(id) => t(`benefits.${id}.description`)}
        />
      </PageSection>

      <PageSection
        id="transfers-classes"
        title={t("classes.title")}
        subtitle={t("classes.subtitle")}
        className="border-t bg-muted/40"
      >
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <VehicleClassCardView card={card} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground">{t("classes.note")}</p>
      </PageSection>
    </>
  );
}

function VehicleClassCardView({ card }: { card: VehicleClassCard }) {
  const { t } = useTranslation("transfers");
  const headingId = `class-${card.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="vehicle-class-card"
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-border/70 bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      <VehiclePicture vehicleClass={card.vehicleClass} imageUrl={card.imageUrl} />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="space-y-1.5">
          <h3 id={headingId} className="text-lg font-semibold">
            {t(`classes.names.${card.id}`)}
          </h3>
          <p className="text-sm leading-relaxed text-muted-foreground">{t(`classes.descriptions.${card.id}`)}</p>
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Users className="size-4 text-gold-strong" aria-hidden="true" />
            {t("classes.passengers", { count: card.passengers })}
          </li>
          <li className="flex items-center gap-1.5">
            <Briefcase className="size-4 text-gold-strong" aria-hidden="true" />
            {t("classes.luggage", { count: card.luggage })}
          </li>
        </ul>
        <Button asChild variant="outline" className="mt-auto group-hover:border-gold/60">
          <Link to={`?class=${encodeURIComponent(card.vehicleClass)}#${BOOK_SECTION_ID}`} preventScrollReset>
            {t("classes.book")}
            <span className="sr-only">: {t(`classes.names.${card.id}`)}</span>
          </Link>
        </Button>
      </div>
    </article>
  );
}
