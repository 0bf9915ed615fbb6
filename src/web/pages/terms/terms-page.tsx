import { BadgePercent, Clock, Mail, PlaneLanding, ShieldCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSiteContent } from "../../features/content/use-site-content.ts";
import { PageBanner } from "../../features/catalogue/page-banner.tsx";
import { currentLanguage } from "../../lib/i18n.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { formatDate } from "../../../domain/lisbon-date.ts";

/** Spec section 2: last updated 23 October 2025. */
const LAST_UPDATED = { iso: "2025-10-23" };

const SUMMARY: { id: "cancellation" | "waiting" | "tolerance" | "vat"; icon: LucideIcon }[] = [
  { id: "cancellation", icon: ShieldCheck },
  { id: "waiting", icon: PlaneLanding },
  { id: "tolerance", icon: Clock },
  { id: "vat", icon: BadgePercent },
];

/** The sections in order (ids double as anchors of the table of contents). */
const SECTIONS = [
  "intro",
  "booking",
  "prices",
  "cancellation",
  "changes",
  "pickup",
  "conduct",
  "lost",
  "liability",
  "privacy",
  "contact",
] as const;
type SectionId = (typeof SECTIONS)[number];

function Section({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-3 leading-relaxed text-muted-foreground [&_strong]:text-foreground">
        {children}
      </div>
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-gold-strong">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="mt-3 text-base font-semibold text-foreground">{children}</h3>;
}

/** Terms and Conditions with the privacy policy (spec sections 2 and 9). */
export function TermsPage() {
  const { t } = useTranslation("terms");
  usePageMeta({ title: t("meta.title"), description: t("meta.description") });
  const content = useSiteContent();
  const email = content.get("company", "email");
  const lastUpdated = formatDate(LAST_UPDATED.iso, currentLanguage(), { style: "long" });

  return (
    <>
      <PageBanner headingId="terms-title" eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p className="max-w-2xl text-base leading-relaxed text-pretty text-navy-foreground/75 sm:text-lg">
          {t("hero.subtitle")}
        </p>
        <p className="text-sm text-navy-foreground/70">
          <time dateTime={LAST_UPDATED.iso}>{t("hero.lastUpdated", { date: lastUpdated })}</time>
        </p>
      </PageBanner>

      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-14 lg:px-8">
        <nav aria-labelledby="terms-toc-title" className="hidden lg:block">
          <div className="sticky top-24">
            <h2 id="terms-toc-title" className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {t("toc")}
            </h2>
            <ol className="flex flex-col gap-1.5 border-l border-border pl-4 text-sm">
              {SECTIONS.map((id) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    {t(`${id}.title`)}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="flex max-w-3xl min-w-0 flex-col gap-12">
          <section aria-labelledby="terms-summary-title" className="rounded-xl border border-gold/30 bg-gold/10 p-5 sm:p-6">
            <h2 id="terms-summary-title" className="text-base font-semibold">
              {t("summary.title")}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {SUMMARY.map(({ id, icon: Icon }) => (
                <li key={id} className="flex items-start gap-3 text-sm">
                  <Icon className="mt-0.5 size-4 shrink-0 text-gold-strong" aria-hidden="true" />
                  <span>{t(`summary.${id}`)}</span>
                </li>
              ))}
            </ul>
          </section>

          <Section id="intro" title={t("intro.title")}>
            <p>{t("intro.p1")}</p>
            <p>{t("intro.p2")}</p>
          </Section>

          <Section id="booking" title={t("booking.title")}>
            <p>{t("booking.advance")}</p>
            <p>{t("booking.details")}</p>
            <p>{t("booking.confirmation")}</p>
            <p>{t("booking.capacity")}</p>
          </Section>

          <Section id="prices" title={t("prices.title")}>
            <p>
              <strong>{t("prices.vat")}</strong>
            </p>
            <p>{t("prices.fixed")}</p>
            <p>{t("prices.methodsIntro")}</p>
            <Bullets items={[t("prices.card"), t("prices.wallet"), t("prices.transfer"), t("prices.cash")]} />
            <p>{t("prices.online")}</p>
          </Section>

          <Section id="cancellation" title={t("cancellation.title")}>
            <p>{t("cancellation.intro")}</p>
            <Bullets
              items={[t("cancellation.moreThan48"), t("cancellation.between24And48"), t("cancellation.lessThan24")]}
            />
            <p>{t("cancellation.refundTiming")}</p>
            <p>{t("cancellation.ours")}</p>
          </Section>

          <Section id="changes" title={t("changes.title")}>
            <p>{t("changes.text")}</p>
          </Section>

          <Section id="pickup" title={t("pickup.title")}>
            <p>{t("pickup.tolerance")}</p>
            <p>{t("pickup.airport")}</p>
            <p>{t("pickup.beyond")}</p>
            <p>{t("pickup.traffic")}</p>
          </Section>

          <Section id="conduct" title={t("conduct.title")}>
            <p>{t("conduct.text")}</p>
          </Section>

          <Section id="lost" title={t("lost.title")}>
            <p>{t("lost.text")}</p>
          </Section>

          <Section id="liability" title={t("liability.title")}>
            <p>{t("liability.text")}</p>
          </Section>

          <Section id="privacy" title={t("privacy.title")}>
            <p>{t("privacy.intro")}</p>
            <SubHeading>{t("privacy.dataTitle")}</SubHeading>
            <Bullets
              items={[
                t("privacy.dataBooking"),
                t("privacy.dataContact"),
                t("privacy.dataPayment"),
                t("privacy.dataTechnical"),
                t("privacy.dataDriverPosition"),
              ]}
            />
            <SubHeading>{t("privacy.purposesTitle")}</SubHeading>
            <Bullets items={[t("privacy.purposeService"), t("privacy.purposeLegal"), t("privacy.purposeContact")]} />
            <p>{t("privacy.purposeNoMarketing")}</p>
            <SubHeading>{t("privacy.sharingTitle")}</SubHeading>
            <p>{t("privacy.sharing")}</p>
            <SubHeading>{t("privacy.retentionTitle")}</SubHeading>
            <Bullets
              items={[t("privacy.retentionBooking"), t("privacy.retentionContact"), t("privacy.retentionPositions"), t("privacy.retentionOther")]}
            />
            <SubHeading>{t("privacy.rightsTitle")}</SubHeading>
            <p>{t("privacy.rights")}</p>
            <SubHeading>{t("privacy.securityTitle")}</SubHeading>
            <p>{t("privacy.security")}</p>
          </Section>

          <Section id="contact" title={t("contact.title")}>
            <p>{t("contact.text")}</p>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
              {email && (
                <a
                  href={`mailto:${email}`}
                  className="inline-flex items-center gap-2 rounded-sm font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <Mail className="size-4 text-gold-strong" aria-hidden="true" />
                  {email}
                </a>
              )}
              <Link
                to="/contact"
                className="rounded-sm font-medium text-gold-strong underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                {t("contact.page")}
              </Link>
            </div>
          </Section>
        </article>
      </div>
    </>
  );
}
