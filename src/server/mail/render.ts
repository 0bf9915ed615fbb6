import { isContentLanguage } from "../../domain/translations.ts";
import { whatsappUrl, type MailCompany } from "./company.ts";
import { renderBrandedHtml } from "./compiled-layout.tsx";
import { LAYOUT_TEXTS, type LayoutTexts } from "./layout-texts.ts";
import type { BrandedContent } from "./types.ts";

export const layoutTexts = (language: string): LayoutTexts => LAYOUT_TEXTS[isContentLanguage(language) ? language : "en"];

/** The HTML (react-email: inline styles, table layout) and the plain-text part of one branded mail. */
export async function renderBrandedMail(content: BrandedContent, company: MailCompany): Promise<{ html: string; text: string }> {
  const texts = layoutTexts(content.language);
  const html = await renderBrandedHtml(content, company, texts);
  return { html, text: brandedText(content, company, texts) };
}

/** The same content as plain text: heading, paragraphs, "Label: value" lines, links written out. */
export function brandedText(content: BrandedContent, company: MailCompany, texts: LayoutTexts = layoutTexts(content.language)): string {
  const blocks: string[] = [];
  if (content.notice) blocks.push(`*** ${content.notice} ***`);
  blocks.push(`${content.heading}\n${"=".repeat(Math.min(60, [...content.heading].length))}`);
  blocks.push(...content.intro);
  for (const section of content.sections) {
    const rows = section.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    blocks.push(section.title ? `${section.title.toUpperCase()}\n${rows}` : rows);
  }
  blocks.push(...(content.outro ?? []));
  for (const button of content.buttons ?? []) blocks.push(`${button.label}:\n${button.url}`);
  if (content.manageUrl) {
    blocks.push(`${texts.manage}:\n${content.manageUrl}${content.hideManageHint ? "" : `\n${texts.manageHint}`}`);
  }
  if (content.pickupNotes) blocks.push(`${texts.pickupTitle.toUpperCase()}\n${texts.pickupAirport}\n${texts.pickupOther}`);
  blocks.push(...(content.finePrint ?? []));
  if (content.audience === "customer") {
    const whatsapp = whatsappUrl(company.whatsapp);
    const lines = [
      ...(company.phone ? [`${texts.phone}: ${company.phone}`] : []),
      ...(whatsapp ? [`${texts.whatsapp}: ${whatsapp}`] : []),
      ...(company.email ? [`${texts.email}: ${company.email}`] : []),
    ];
    if (lines.length) blocks.push(`${texts.contactTitle.toUpperCase()}\n${lines.join("\n")}`);
  }
  const footer = [
    "--",
    company.name,
    ...(content.reference ? [`${texts.reference}: ${content.reference}`] : []),
    ...(content.audience === "customer" ? [texts.footer(company.name)] : []),
  ];
  blocks.push(footer.join("\n"));
  return `${blocks.join("\n\n")}\n`;
}
