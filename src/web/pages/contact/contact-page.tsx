import {
  BadgePercent,
  CalendarClock,
  Clock,
  ExternalLink,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  PlaneLanding,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { useSiteContent } from "../../features/content/use-site-content.ts";
import { PageBanner, PageSection } from "../../features/catalogue/page-banner.tsx";
import { cn } from "../../lib/cn.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { ContactForm } from "./contact-form.tsx";

/** Faro city centre; the map is OpenStreetMap's embeddable view (loaded by the visitor's browser). */
const FARO = { lat: 37.0194, lng: -7.9304 };
const MAP_BBOX = [FARO.lng - 0.03, FARO.lat - 0.015, FARO.lng + 0.03, FARO.lat + 0.015].map((n) => n.toFixed(4)).join(",");
const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${MAP_BBOX}&layer=mapnik&marker=${FARO.lat},${FARO.lng}`;
const MAP_LINK_URL = `https://www.openstreetmap.org/?mlat=${FARO.lat}&mlon=${FARO.lng}#map=14/${FARO.lat}/${FARO.lng}`;

const INFO_BOXES: { id: "cancellation" | "waiting" | "advance" | "vat"; icon: LucideIcon }[] = [
  { id: "cancellation", icon: ShieldCheck },
  { id: "waiting", icon: PlaneLanding },
  { id: "advance", icon: CalendarClock },
  { id: "vat", icon: BadgePercent },
];

interface ContactCardProps {
  icon: LucideIcon;
  title: string;
  /** Shown while the company details load (kept invisible, so nothing jumps). */
  loading?: boolean;
  href?: string;
  external?: boolean;
  action?: string;
  children: ReactNode;
}

function ContactCard({ icon: Icon, title, loading, href, external, action, children }: ContactCardProps) {
  const body = (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy text-gold" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{title}</span>
        <span className={cn("font-medium break-words text-foreground", loading && "invisible")}>{children}</span>
        {action && href && (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-gold-strong">
            {action}
            {external && <ExternalLink className="size-3.5" aria-hidden="true" />}
          </span>
        )}
      </span>
    </>
  );
  const className =
    "flex h-full items-start gap-4 rounded-xl border border-border/70 bg-card p-5 text-card-foreground shadow-sm transition-shadow";
  if (!href) return <div className={className}>{body}</div>;
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className={cn(className, "outline-none hover:border-gold/60 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/60")}
    >
      {body}
    </a>
  );
}

function ContactCards() {
  const { t } = useTranslation("contact");
  const content = useSiteContent();
  const loading = content.isLoading;
  const phone = content.get("company", "phone");
  const email = content.get("company", "email");
  const address = content.get("company", "address") ?? t("cards.address.fallback");
  const phoneDigits = phone?.replace(/\D/g, "") ?? "";
  const unavailable = t("cards.unavailable");

  return (
    <section aria-labelledby="contact-cards-title" className="lg:order-2 lg:col-span-2">
      <h2 id="contact-cards-title" className="sr-only">
        {t("cards.title")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <li>
          <ContactCard
            icon={Phone}
            title={t("cards.phone.title")}
            loading={loading}
            href={phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : undefined}
            action={t("cards.phone.action")}
          >
            {phone ?? unavailable}
          </ContactCard>
        </li>
        <li>
          <ContactCard
            icon={MessageCircle}
            title={t("cards.chat.title")}
            loading={loading}
            href={phoneDigits ? `https://wa.me/${phoneDigits}` : undefined}
            external
            action={t("cards.chat.action")}
          >
            {phoneDigits ? t("cards.chat.value") : unavailable}
          </ContactCard>
        </li>
        <li>
          <ContactCard
            icon={Mail}
            title={t("cards.email.title")}
            loading={loading}
            href={email ? `mailto:${email}` : undefined}
            action={t("cards.email.action")}
          >
            {email ?? unavailable}
          </ContactCard>
        </li>
        <li>
          <ContactCard icon={MapPin} title={t("cards.address.title")} loading={loading}>
            <address className="not-italic">{address}</address>
          </ContactCard>
        </li>
        <li>
          <ContactCard icon={Clock} title={t("cards.hours.title")}>
            {t("cards.hours.value")}
            <span className="mt-1 block text-sm font-normal text-muted-foreground">{t("cards.hours.note")}</span>
          </ContactCard>
        </li>
      </ul>
    </section>
  );
}

function MapCard() {
  const { t } = useTranslation("contact");
  return (
    <Card className="gap-4 overflow-hidden pb-0">
      <CardHeader>
        <CardTitle asChild className="text-xl">
          <h2 id="contact-map-title">{t("map.title")}</h2>
        </CardTitle>
        <CardDescription>{t("map.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-0">
        <iframe
          title={t("map.frameTitle")}
          src={MAP_EMBED_URL}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="h-80 w-full border-y border-border/70 bg-muted sm:h-96"
        />
        <a
          href={MAP_LINK_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mx-6 mb-5 inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-gold-strong underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {t("map.open")}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </CardContent>
    </Card>
  );
}

function InfoBoxes() {
  const { t } = useTranslation("contact");
  return (
    <PageSection id="contact-info-title" title={t("info.title")} className="bg-muted/50">
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {INFO_BOXES.map(({ id, icon: Icon }) => (
          <li key={id} className="flex">
            <Card className="w-full gap-3 border-border/70">
              <CardHeader className="gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-gold/15 text-gold-strong" aria-hidden="true">
                  <Icon className="size-5" />
                </span>
                <CardTitle asChild className="text-base">
                  <h3>{t(`info.${id}.title`)}</h3>
                </CardTitle>
                <CardDescription className="leading-relaxed">{t(`info.${id}.text`)}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** Contact (spec section 2): contact cards, the message form, a map of Faro and info boxes. */
export function ContactPage() {
  const { t } = useTranslation("contact");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });

  return (
    <>
      <PageBanner headingId="contact-title" eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p className="max-w-2xl text-base leading-relaxed text-pretty text-navy-foreground/75 sm:text-lg">
          {t("hero.subtitle")}
        </p>
      </PageBanner>

      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-5 lg:items-start lg:px-8">
        <ContactCards />
        <section aria-labelledby="contact-form-title" className="lg:order-1 lg:col-span-3">
          <Card className="gap-6">
            <CardHeader>
              <CardTitle asChild className="text-xl">
                <h2 id="contact-form-title">{t("form.title")}</h2>
              </CardTitle>
              <CardDescription>{t("form.subtitle")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm />
            </CardContent>
          </Card>
        </section>
      </div>

      <section aria-labelledby="contact-map-title" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <MapCard />
      </section>

      <InfoBoxes />
    </>
  );
}
