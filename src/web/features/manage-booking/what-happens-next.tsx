import { Clock, PlaneLanding, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ContactLinks, type CompanyContact } from "./contact-links.tsx";

/** The driver's details the day before, free waiting time, the meeting point, and how to reach the company 24/7. */
export function WhatHappensNext({
  company,
  headingLevel = 2,
  contactOnly = false,
}: {
  company: CompanyContact;
  headingLevel?: 2 | 3;
  /** A cancelled booking: no driver, no waiting time, only how to reach us. */
  contactOnly?: boolean;
}) {
  const { t } = useTranslation("manage");
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const items = [
    { icon: <UserRound />, text: t("next.driver") },
    { icon: <Clock />, text: t("next.waiting") },
    { icon: <PlaneLanding />, text: t("next.meeting") },
  ];
  return (
    <section aria-labelledby="what-next" className="space-y-4 text-left">
      <Heading id="what-next" className="text-lg font-semibold">
        {t("next.heading")}
      </Heading>
      {!contactOnly && (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.text} className="flex gap-3 text-sm leading-relaxed">
              <span aria-hidden="true" className="mt-0.5 text-gold-strong [&_svg]:size-5">
                {item.icon}
              </span>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm font-medium">{t("next.contact")}</p>
      <ContactLinks company={company} />
    </section>
  );
}
