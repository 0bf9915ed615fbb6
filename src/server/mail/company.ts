import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { siteContent } from "../db/schema.ts";

/** The company as every e-mail shows it (site content `company.*`). */
export interface MailCompany {
  name: string;
  phone: string;
  /** company.whatsapp, else company.phone. */
  whatsapp: string;
  email: string;
}

/** The name shown when site content has none yet. */
export const DEFAULT_COMPANY_NAME = "Lusitania Chauffeur";

export async function loadMailCompany(db: DbOrTx): Promise<MailCompany> {
  const rows = await db
    .select({ key: siteContent.contentKey, value: siteContent.contentValue })
    .from(siteContent)
    .where(eq(siteContent.section, "company"));
  const value = (key: string) => rows.find((row) => row.key === key)?.value.trim() || null;
  const [name, phone, whatsapp, email] = [value("name"), value("phone"), value("whatsapp"), value("email")];
  return { name: name ?? DEFAULT_COMPANY_NAME, phone: phone ?? "", whatsapp: whatsapp ?? phone ?? "", email: email ?? "" };
}

/** https://wa.me/<digits> for a phone number written any way ("+351 912 345 678"), or null. */
export function whatsappUrl(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 6 ? `https://wa.me/${digits}` : null;
}

/** tel: link of a phone number ("+351 912 345 678" → "tel:+351912345678"). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The sender when MAIL_FROM is not set: the company's name at `bookings@` the domain of its
 * e-mail (company.email), e.g. `Lusitania Chauffeur <bookings@lusitania.pt>`; without a company
 * e-mail, `bookings@localhost`.
 */
export function defaultMailFrom(company: Pick<MailCompany, "name" | "email">): { name: string; address: string } {
  const domain = /@([^\s@<>]+)$/.exec(company.email.trim())?.[1] ?? "localhost";
  return { name: company.name, address: `bookings@${domain}` };
}
