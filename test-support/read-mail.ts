import { simpleParser, type AddressObject, type HeaderValue } from "mailparser";

/** A message read back from its raw RFC 822 form (by mailparser, the parser that pairs with nodemailer). */
export interface ParsedMail {
  /** Header values by lower-case name, decoded: addresses as "Name <address>", dates as RFC 2822 text. */
  headers: Map<string, string>;
  /** The text/plain part, without the line break that ends it on the wire. */
  text: string;
  /** The text/html part, when there is one. */
  html?: string;
  /** Parts sent as attachments, decoded as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

function isAddressObject(value: unknown): value is AddressObject {
  return typeof value === "object" && value !== null && "value" in value && "text" in value && "html" in value;
}

function headerText(value: HeaderValue): string {
  if (typeof value === "string") return value;
  if (value instanceof Date) return value.toUTCString();
  if (Array.isArray(value)) return value.map((item) => headerText(item as HeaderValue)).join(", ");
  if (isAddressObject(value)) {
    return value.value.map((entry) => (entry.name ? `${entry.name} <${entry.address ?? ""}>` : (entry.address ?? ""))).join(", ");
  }
  if (typeof value === "object" && value !== null && "value" in value) return String(value.value);
  return String(value);
}

/** Parses a raw message; throws when it has no header block or no text part, so a malformed message fails the test. */
export async function readMail(raw: string | Buffer): Promise<ParsedMail> {
  const parsed = await simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true });
  if (parsed.headerLines.length === 0) throw new Error("the message has no header block");
  if (typeof parsed.text !== "string") throw new Error("the message has no text/plain part");
  const headers = new Map<string, string>();
  for (const [name, value] of parsed.headers) headers.set(name, headerText(value));
  return {
    headers,
    text: parsed.text.replace(/\r?\n$/, ""),
    ...(typeof parsed.html === "string" ? { html: parsed.html } : {}),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? "",
      contentType: attachment.contentType,
      content: attachment.content.toString("utf8"),
    })),
  };
}
