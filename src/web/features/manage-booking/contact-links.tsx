import { Mail, MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button.tsx";
import { telHref, whatsappHref } from "./format.ts";

export interface CompanyContact {
  phone?: string;
  whatsapp?: string;
  email?: string;
}

/** Phone (tel:), WhatsApp (wa.me) and e-mail (mailto:) of the company, each shown only when known. */
export function ContactLinks({ company }: { company: CompanyContact }) {
  const { t } = useTranslation("manage");
  const whatsapp = company.whatsapp || company.phone;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {company.phone && (
        <Button asChild variant="outline">
          <a href={telHref(company.phone)}>
            <Phone aria-hidden="true" />
            {t("contact.phone", { phone: company.phone })}
          </a>
        </Button>
      )}
      {whatsapp && (
        <Button asChild variant="outline">
          <a href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {t("contact.whatsapp")}
          </a>
        </Button>
      )}
      {company.email && (
        <Button asChild variant="outline" className="max-w-full">
          <a href={`mailto:${company.email}`}>
            <Mail aria-hidden="true" />
            <span className="truncate">{t("contact.email", { email: company.email })}</span>
          </a>
        </Button>
      )}
    </div>
  );
}
