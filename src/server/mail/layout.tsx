// Each component from its own package: @react-email/components would also load Prism, Tailwind
// and Markdown at start, which the layout does not use.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { telUrl, whatsappUrl, type MailCompany } from "./company.ts";
import type { LayoutTexts } from "./layout-texts.ts";
import type { BrandedContent } from "./types.ts";

/** The brand's colours (src/web/styles.css tokens --navy, --gold, --gold-strong, ... as sRGB). */
export const BRAND = {
  navy: "#0b1423",
  navySoft: "#1d2638",
  gold: "#dcab53",
  goldStrong: "#845a0f",
  ink: "#0d1626",
  muted: "#5c6472",
  border: "#e6e1d8",
  paper: "#f4f1ec",
  card: "#ffffff",
  cream: "#faf6ee",
  onNavy: "#f4f1ed",
} as const;

/** A style object as the components take it (the server does not import React itself). */
type CSSProperties = NonNullable<Parameters<typeof Text>[0]["style"]>;

const serif = "Georgia, 'Times New Roman', Times, serif";
const sans = "'Helvetica Neue', Helvetica, Arial, sans-serif";

const s = {
  body: { margin: 0, padding: "24px 0", backgroundColor: BRAND.paper, fontFamily: sans, color: BRAND.ink },
  container: { maxWidth: "600px", width: "100%", margin: "0 auto", backgroundColor: BRAND.card, borderRadius: "8px", overflow: "hidden" },
  header: { backgroundColor: BRAND.navy, padding: "28px 32px 24px", textAlign: "center" },
  wordmark: {
    margin: 0,
    fontFamily: serif,
    fontSize: "24px",
    lineHeight: "30px",
    letterSpacing: "3px",
    textTransform: "uppercase",
    color: BRAND.gold,
  },
  rule: { width: "48px", height: "2px", backgroundColor: BRAND.gold, margin: "14px auto 0", lineHeight: "2px", fontSize: "2px" },
  main: { padding: "32px 32px 8px" },
  heading: { margin: "0 0 20px", fontFamily: serif, fontSize: "26px", lineHeight: "32px", fontWeight: 400, color: BRAND.navy },
  p: { margin: "0 0 14px", fontSize: "15px", lineHeight: "24px", color: BRAND.ink },
  notice: {
    margin: "0 0 20px",
    padding: "10px 14px",
    border: "2px dashed #d97706",
    backgroundColor: "#fef3c7",
    color: "#92400e",
    fontWeight: 700,
    fontSize: "14px",
    lineHeight: "20px",
  },
  sectionTitle: {
    margin: "8px 0 8px",
    fontSize: "12px",
    lineHeight: "16px",
    letterSpacing: "1.5px",
    textTransform: "uppercase",
    fontWeight: 700,
    color: BRAND.goldStrong,
  },
  table: { width: "100%", borderCollapse: "collapse", margin: "0 0 20px", borderTop: `1px solid ${BRAND.border}` },
  label: { padding: "9px 12px 9px 0", width: "38%", verticalAlign: "top", fontSize: "13px", lineHeight: "20px", color: BRAND.muted, borderBottom: `1px solid ${BRAND.border}` },
  value: { padding: "9px 0", verticalAlign: "top", fontSize: "14px", lineHeight: "20px", color: BRAND.ink, fontWeight: 600, borderBottom: `1px solid ${BRAND.border}` },
  buttons: { padding: "8px 0 4px", textAlign: "center" },
  primaryButton: {
    display: "inline-block",
    backgroundColor: BRAND.gold,
    color: BRAND.navy,
    fontSize: "15px",
    fontWeight: 700,
    letterSpacing: "0.5px",
    textDecoration: "none",
    padding: "14px 28px",
    borderRadius: "6px",
    margin: "0 0 10px",
  },
  secondaryButton: {
    display: "inline-block",
    backgroundColor: BRAND.navy,
    color: BRAND.onNavy,
    fontSize: "15px",
    fontWeight: 700,
    textDecoration: "none",
    padding: "14px 28px",
    borderRadius: "6px",
    margin: "0 0 10px",
  },
  hint: { margin: "0 0 24px", fontSize: "13px", lineHeight: "20px", color: BRAND.muted, textAlign: "center" },
  pickup: { backgroundColor: BRAND.cream, borderLeft: `3px solid ${BRAND.gold}`, padding: "16px 20px", margin: "4px 0 24px" },
  pickupTitle: { margin: "0 0 8px", fontFamily: serif, fontSize: "17px", lineHeight: "24px", color: BRAND.navy },
  pickupText: { margin: "0 0 8px", fontSize: "14px", lineHeight: "22px", color: BRAND.ink },
  finePrint: { margin: "0 0 16px", fontSize: "12px", lineHeight: "19px", color: BRAND.muted },
  contact: { backgroundColor: BRAND.navy, padding: "24px 32px", textAlign: "center" },
  contactTitle: { margin: "0 0 12px", fontFamily: serif, fontSize: "18px", lineHeight: "24px", color: BRAND.gold },
  contactLine: { margin: "0 0 6px", fontSize: "14px", lineHeight: "22px", color: BRAND.onNavy },
  contactLink: { color: BRAND.onNavy, textDecoration: "underline" },
  contactLabel: { color: "#a9b0bd" },
  footer: { padding: "20px 32px 28px", textAlign: "center" },
  footerText: { margin: "0 0 6px", fontSize: "12px", lineHeight: "18px", color: BRAND.muted },
} satisfies Record<string, CSSProperties>;

export interface BrandedEmailProps {
  content: BrandedContent;
  company: MailCompany;
  texts: LayoutTexts;
}

/** The company's e-mail: a single 600 px column, wordmark header, summary, buttons, contact, footer. */
export function BrandedEmail({ content, company, texts }: BrandedEmailProps) {
  const forCustomer = content.audience === "customer";
  const whatsapp = whatsappUrl(company.whatsapp);
  const buttons = [...(content.buttons ?? []), ...(content.manageUrl ? [{ label: texts.manage, url: content.manageUrl }] : [])];
  const [primary, ...others] = buttons;
  return (
    <Html lang={content.language} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={s.header}>
            <Text style={s.wordmark}>{company.name}</Text>
            <div style={s.rule}>&nbsp;</div>
          </Section>

          <Section style={s.main}>
            {content.notice ? <Text style={s.notice}>{content.notice}</Text> : null}
            <Heading as="h1" style={s.heading}>
              {content.heading}
            </Heading>
            {content.intro.map((line, i) => (
              <Text key={i} style={s.p}>
                {line}
              </Text>
            ))}

            {content.sections.map((section, i) => (
              <Section key={i}>
                {section.title ? <Text style={s.sectionTitle}>{section.title}</Text> : null}
                <table role="presentation" cellPadding={0} cellSpacing={0} style={s.table}>
                  <tbody>
                    {section.rows.map(([label, value], j) => (
                      <tr key={j}>
                        <td style={s.label}>{label}</td>
                        <td style={s.value}>{value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Section>
            ))}

            {(content.outro ?? []).map((line, i) => (
              <Text key={i} style={s.p}>
                {line}
              </Text>
            ))}

            {primary ? (
              <Section style={s.buttons}>
                <Button href={primary.url} style={s.primaryButton}>
                  {primary.label}
                </Button>
                {others.map((button, i) => (
                  <div key={i}>
                    <Button href={button.url} style={s.secondaryButton}>
                      {button.label}
                    </Button>
                  </div>
                ))}
              </Section>
            ) : null}
            {content.manageUrl && !content.hideManageHint ? (
              <Text style={s.hint}>{texts.manageHint}</Text>
            ) : null}

            {content.pickupNotes ? (
              <Section style={s.pickup}>
                <Text style={s.pickupTitle}>{texts.pickupTitle}</Text>
                <Text style={s.pickupText}>{texts.pickupAirport}</Text>
                <Text style={{ ...s.pickupText, margin: 0 }}>{texts.pickupOther}</Text>
              </Section>
            ) : null}

            {(content.finePrint ?? []).map((line, i) => (
              <Text key={i} style={s.finePrint}>
                {line}
              </Text>
            ))}
          </Section>

          {forCustomer && (company.phone || company.email || whatsapp) ? (
            <Section style={s.contact}>
              <Text style={s.contactTitle}>{texts.contactTitle}</Text>
              {company.phone ? (
                <Text style={s.contactLine}>
                  <span style={s.contactLabel}>{texts.phone}: </span>
                  <Link href={telUrl(company.phone)} style={s.contactLink}>
                    {company.phone}
                  </Link>
                </Text>
              ) : null}
              {whatsapp ? (
                <Text style={s.contactLine}>
                  <span style={s.contactLabel}>{texts.whatsapp}: </span>
                  <Link href={whatsapp} style={s.contactLink}>
                    {company.whatsapp}
                  </Link>
                </Text>
              ) : null}
              {company.email ? (
                <Text style={s.contactLine}>
                  <span style={s.contactLabel}>{texts.email}: </span>
                  <Link href={`mailto:${company.email}`} style={s.contactLink}>
                    {company.email}
                  </Link>
                </Text>
              ) : null}
            </Section>
          ) : null}

          <Section style={s.footer}>
            <Hr style={{ borderColor: BRAND.border, margin: "0 0 16px" }} />
            <Text style={{ ...s.footerText, fontFamily: serif, letterSpacing: "2px", textTransform: "uppercase", color: BRAND.goldStrong }}>
              {company.name}
            </Text>
            {content.reference ? (
              <Text style={s.footerText}>
                {texts.reference}: {content.reference}
              </Text>
            ) : null}
            {forCustomer ? <Text style={s.footerText}>{texts.footer(company.name)}</Text> : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
