import { CarFront, ShieldCheck, Snowflake, Usb, Wifi, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState, ErrorState, LoadingState } from "../../features/catalogue/catalogue-states.tsx";
import { CtaLink } from "../../features/catalogue/cta-link.tsx";
import { FeatureGrid } from "../../features/catalogue/feature-cards.tsx";
import { PageBanner, PageSection } from "../../features/catalogue/page-banner.tsx";
import { useVehicles } from "../../features/catalogue/use-catalogue.ts";
import { useSiteContent } from "../../features/content/use-site-content.ts";
import { cn } from "../../lib/cn.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { VehicleShowcase, VehicleShowcaseSkeleton } from "./vehicle-showcase.tsx";

const FEATURES: { id: "safety" | "airConditioning" | "wifi" | "usb"; icon: LucideIcon }[] = [
  { id: "safety", icon: ShieldCheck },
  { id: "airConditioning", icon: Snowflake },
  { id: "wifi", icon: Wifi },
  { id: "usb", icon: Usb },
];

/** /fleet (spec section 2, Fleet page). */
export function FleetPage() {
  const { t } = useTranslation("fleet");
  const content = useSiteContent();
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  const description = content.get("fleet", "description") ?? t("hero.description");

  return (
    <>
      <PageBanner headingId="fleet-title" eyebrow={t("hero.badge")} title={t("hero.title")}>
        <p
          className={cn(
            // Room for the description the site content holds (up to five lines on a phone, three
            // on wider screens) is kept while it loads, so the sections below do not move when it arrives.
            "min-h-[5lh] max-w-3xl text-base leading-relaxed text-pretty text-navy-foreground/75 sm:min-h-[3lh] sm:text-lg",
            content.isLoading && "invisible",
          )}
        >
          {description}
        </p>
      </PageBanner>

      <PageSection id="fleet-features" title={t("features.title")} className="bg-background">
        <FeatureGrid
          features={FEATURES}
          title={(id) => t(`features.${id}.title`)}
          text={(id) => t(`features.${id}.description`)}
        />
      </PageSection>

      <PageSection
        id="fleet-vehicles"
        title={t("vehicles.title")}
        subtitle={t("vehicles.subtitle")}
        className="border-t bg-muted/40"
      >
        <div className="mt-10">
          <FleetVehicles />
        </div>
      </PageSection>

      <section
        aria-labelledby="fleet-cta"
        className="relative isolate overflow-hidden border-b border-white/10 bg-navy text-navy-foreground"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_90%_at_50%_0%,color-mix(in_oklab,var(--gold)_18%,transparent),transparent_70%)]"
        />
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-14 text-center sm:px-6 sm:py-20">
          <h2 id="fleet-cta" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {t("cta.title")}
          </h2>
          <p className="max-w-xl leading-relaxed text-navy-foreground/75">{t("cta.description")}</p>
          <CtaLink to="/transfers#book">{t("cta.button")}</CtaLink>
        </div>
      </section>
    </>
  );
}

function FleetVehicles() {
  const { t } = useTranslation("fleet");
  const vehicles = useVehicles();

  if (vehicles.isPending) {
    return (
      <div className="flex flex-col gap-6">
        <LoadingState className="pt-0">{t("vehicles.loading")}</LoadingState>
        <VehicleShowcaseSkeleton />
      </div>
    );
  }
  if (vehicles.isError) {
    return (
      <ErrorState onRetry={() => void vehicles.refetch()} retryLabel={t("vehicles.retry")}>
        {t("vehicles.error", { message: vehicles.error.message })}
      </ErrorState>
    );
  }
  if (vehicles.data.length === 0) {
    return <EmptyState icon={CarFront} title={t("vehicles.empty")} />;
  }
  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      {vehicles.data.map((vehicle, index) => (
        <VehicleShowcase key={vehicle.id} vehicle={vehicle} reversed={index % 2 === 1} />
      ))}
    </div>
  );
}
