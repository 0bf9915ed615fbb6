/** A message read back from its raw RFC 822 form, for tests. */
export interface ParsedMail {
  /** Header values by lower-case name (the first occurrence), unfolded and decoded. */
  headers: Map<string, string>;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part, when there is one. */
  html?: string;
  /** Parts sent as attachments (Content-Disposition: attachment), decoded as UTF-8 text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/**
 * Parses what nodemailer produces (single part, or multipart/alternative with text and html;
 * 7bit, quoted-printable or base64 bodies; RFC 2047 encoded-word headers). Throws when the
 * message has no header block or no text part, so a malformed message fails the test.
 */
export function parseRawMail(raw: string): ParsedMail {
  const message = splitPart(raw.replace(/\r\n/g, "\n"));
  const parts = leafParts(message);
  const isAttachment = (part: Part) => (part.headers.get("content-disposition") ?? "").toLowerCase().startsWith("attachment");
  const inline = parts.filter((part) => !isAttachment(part));
  const text = inline.find((part) => contentType(part).startsWith("text/plain"));
  const html = inline.find((part) => contentType(part).startsWith("text/html"));
  if (!text) throw new Error("the message has no text/plain part");
  return {
    headers: message.headers,
    text: decodeBody(text),
    ...(html ? { html: decodeBody(html) } : {}),
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: /filename="?([^";]+)"?/i.exec(part.headers.get("content-disposition") ?? "")?.[1] ?? "",
      contentType: contentType(part),
      content: decodeBody(part),
    })),
  };
}

function splitPart(source: string): Part {
  const end = source.indexOf("\n\n");
  if (end <= 0) throw new Error("the message has no header block");
  const headers = new Map<string, string>();
  const unfolded = source.slice(0, end).replace(/\n[ \t]+/g, " ");
  for (const line of unfolded.split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) throw new Error(`malformed header line: ${line}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: source.slice(end + 2) };
}

function contentType(part: Part): string {
  return (part.headers.get("content-type") ?? "text/plain").toLowerCase();
}

function leafParts(part: Part): Part[] {
  const type = contentType(part);
  if (!type.startsWith("multipart/")) return [part];
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get("content-type") ?? "")?.[1];
  if (!boundary) throw new Error("multipart message without a boundary");
  const sections = part.body.split(`--${boundary}`).slice(1);
  const closing = sections.findIndex((section) => section.startsWith("--"));
  return sections
    .slice(0, closing === -1 ? undefined : closing)
    .flatMap((section) => leafParts(splitPart(section.replace(/^\n/, ""))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const body = part.body.replace(/\n$/, "");
  if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
