import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LazyPaymentBadges } from "../../components/lazy-payment-badges.tsx";
import { useTours } from "../../features/catalogue/use-catalogue.ts";
import { useSiteContent } from "../../features/content/use-site-content.ts";
import { NAV_LINKS } from "./nav-links.ts";

/** How many tours the footer links to: the catalogue's first (newest first, as /tours lists them). */
export const FOOTER_TOUR_LINKS = 5;

const linkClass =
  "rounded-sm text-sm text-navy-foreground/70 transition-colors hover:text-gold";
const headingClass = "mb-4 text-xs font-semibold tracking-wider text-gold uppercase";

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 text-sm">
      <span className="mt-0.5 text-gold [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const content = useSiteContent();
  // From the catalogue (embedded in every public page, decision 0040): the tours' current slugs.
  const tours = (useTours().data ?? []).slice(0, FOOTER_TOUR_LINKS);
  const companyName = content.get("company", "name");
  const phone = content.get("company", "phone");
  const email = content.get("company", "email");
  const phoneDigits = phone?.replace(/\D/g, "") ?? "";
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto bg-navy text-navy-foreground">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8 lg:py-16">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <div className="flex items-center gap-2.5">
            <img src="/icons/favicon.svg" alt="" width={36} height={36} className="size-9" />
            {companyName && <p className="text-lg font-semibold tracking-wide">{companyName}</p>}
          </div>
          <p className="max-w-xs text-sm leading-relaxed text-navy-foreground/70">{t("footer.tagline")}</p>
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-xs font-semibold text-gold">
            <Clock className="size-3.5" aria-hidden="true" />
            {t("footer.available247")}
          </p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t("footer.quickLinks")}
          </h2>
          <ul className="flex flex-col gap-2.5">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={linkClass}>
                  {t(l.labelKey)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/about" className={linkClass}>
                {t("footer.about")}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {t("footer.terms")}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-tours">
          <h2 id="footer-tours" className={headingClass}>
            {t("footer.toursHeading")}
          </h2>
          <ul className="flex flex-col gap-2.5">
            {tours.map((tour) => (
              <li key={tour.id}>
                <Link to={`/tours/${encodeURIComponent(tour.slug)}`} className={linkClass}>
                  {tour.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          <h2 className={headingClass}>{t("footer.contactHeading")}</h2>
          <address className="not-italic">
            <ul className="flex flex-col gap-3 text-navy-foreground/80">
              {phone && (
                <ContactLine icon={<Phone />}>
                  <span className="sr-only">{t("footer.phone")}: </span>
                  <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                    {phone}
                  </a>
                </ContactLine>
              )}
              {phoneDigits && (
                <ContactLine icon={<MessageCircle />}>
                  <a href={`https://wa.me/${phoneDigits}`} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {t("footer.chat")}
                  </a>
                </ContactLine>
              )}
              {email && (
                <ContactLine icon={<Mail />}>
                  <span className="sr-only">{t("footer.email")}: </span>
                  <a href={`mailto:${email}`} className={linkClass}>
                    {email}
                  </a>
                </ContactLine>
              )}
              <ContactLine icon={<MapPin />}>{t("footer.location")}</ContactLine>
              <ContactLine icon={<Clock />}>{t("footer.available247")}</ContactLine>
            </ul>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 sm:px-6 lg:flex-row lg:items-center lg:gap-6 lg:px-8">
          <h2 id="footer-payments" className="text-xs font-semibold tracking-wider text-navy-foreground/70 uppercase">
            {t("footer.securePayment")}
          </h2>
          <LazyPaymentBadges labelledBy="footer-payments" />
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-navy-foreground/60 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year}
            {companyName && ` ${companyName}`}. {t("footer.rightsReserved")}
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to="/terms" className={linkClass + " text-xs"}>
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link to="/about" className={linkClass + " text-xs"}>
                {t("footer.about")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
