import { render } from "@react-email/render";
import type { MailCompany } from "./company.ts";
import { BrandedEmail } from "./layout.tsx";
import type { LayoutTexts } from "./layout-texts.ts";
import type { BrandedContent } from "./types.ts";

/**
 * The branded layout rendered once per shape and filled in per mail (decision 0035). Rendering
 * the React layout costs milliseconds per mail; most mails share a shape (the same language,
 * audience, company, sections and rows, with other words in them), so the layout is rendered
 * once per shape with a marker in place of each text, cut at the markers, and each mail's texts
 * are escaped as React escapes them and put in the gaps. The result is the same HTML, byte for
 * byte, as rendering the mail itself (compiled-layout.test.ts compares both on random mails).
 */

/** The layout rendered directly: the reference the compiled form must equal. */
export async function renderBrandedHtmlDirect(content: BrandedContent, company: MailCompany, texts: LayoutTexts): Promise<string> {
  return render(<BrandedEmail content={content} company={company} texts={texts} />);
}

const OPEN = "\uE000";
const PAD = "\uE002";
const CLOSE = "\uE001";
const MARKERS = /[\uE000-\uE002]/;
const SLOT = /\uE000(\d+)\uE002*\uE001/g;
/** react-email's Preview pads its text to this length: the preview's marker keeps its length. */
const PREVIEW_MAX_LENGTH = 150;
/** Shapes kept; past this many the cache starts again (a company edit makes new shapes). */
const MAX_TEMPLATES = 500;

interface Template {
  /** The HTML between the slots: one more than `slots`. */
  parts: string[];
  /** Which value goes in each gap. */
  slots: number[];
}

/** A null template: this shape cannot be compiled (a text the layout transforms); render directly. */
const templates = new Map<string, Template | null>();

/** As React escapes text and attribute values (escapeTextForBrowser). */
function escapeHtml(value: string): string {
  return value.replace(/["&'<>]/g, (c) =>
    c === '"' ? "&quot;" : c === "&" ? "&amp;" : c === "'" ? "&#x27;" : c === "<" ? "&lt;" : "&gt;",
  );
}

/**
 * The content with a marker in place of each non-empty text, and the texts. Empty texts stay
 * (React writes nothing for them, and conditions test them), so they are part of the shape.
 * Null when a text already holds a marker character or the preview is too short for its marker.
 */
function shapeOf(content: BrandedContent): { shaped: BrandedContent; values: string[] } | null {
  const values: string[] = [];
  const slot = (value: string): string => {
    if (value === "") return value;
    values.push(value);
    return `${OPEN}${values.length - 1}${CLOSE}`;
  };
  const texts = (lines: string[] | undefined) => lines?.map(slot);
  const preview = content.preview.substring(0, PREVIEW_MAX_LENGTH);
  let shapedPreview = preview;
  if (preview !== "") {
    const marker = `${OPEN}${values.length}`;
    // The marker is as long as the preview, so the layout's padding after it is the preview's.
    if (preview.length < marker.length + 1) return null;
    values.push(preview);
    shapedPreview = `${marker}${PAD.repeat(preview.length - marker.length - 1)}${CLOSE}`;
  }
  const shaped: BrandedContent = {
    language: content.language,
    audience: content.audience,
    preview: shapedPreview,
    heading: slot(content.heading),
    ...(content.notice !== undefined ? { notice: slot(content.notice) } : {}),
    intro: texts(content.intro)!,
    sections: content.sections.map((section) => ({
      ...(section.title !== undefined ? { title: slot(section.title) } : {}),
      rows: section.rows.map(([label, value]) => [slot(label), slot(value)] as const),
    })),
    ...(content.outro !== undefined ? { outro: texts(content.outro) } : {}),
    ...(content.finePrint !== undefined ? { finePrint: texts(content.finePrint) } : {}),
    ...(content.manageUrl !== undefined ? { manageUrl: slot(content.manageUrl) } : {}),
    ...(content.hideManageHint !== undefined ? { hideManageHint: content.hideManageHint } : {}),
    ...(content.buttons !== undefined ? { buttons: content.buttons.map((b) => ({ label: slot(b.label), url: slot(b.url) })) } : {}),
    ...(content.pickupNotes !== undefined ? { pickupNotes: content.pickupNotes } : {}),
    ...(content.reference !== undefined ? { reference: slot(content.reference) } : {}),
  };
  if (values.some((value) => MARKERS.test(value))) return null;
  return { shaped, values };
}

/** Cuts a rendered shape at its markers; null when a marker was changed by the layout. */
function templateOf(html: string, count: number): Template | null {
  const parts: string[] = [];
  const slots: number[] = [];
  let last = 0;
  for (const match of html.matchAll(SLOT)) {
    parts.push(html.slice(last, match.index));
    slots.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  parts.push(html.slice(last));
  if (parts.some((part) => MARKERS.test(part)) || slots.some((s) => s >= count)) return null;
  return { parts, slots };
}

/** The layout's HTML for this mail, from its shape's template (rendered on first use). */
export async function renderBrandedHtml(content: BrandedContent, company: MailCompany, texts: LayoutTexts): Promise<string> {
  const shape = shapeOf(content);
  if (!shape) return renderBrandedHtmlDirect(content, company, texts);
  const key = JSON.stringify([company, shape.shaped]);
  let template = templates.get(key);
  if (template === undefined) {
    template = templateOf(await renderBrandedHtmlDirect(shape.shaped, company, texts), shape.values.length);
    if (templates.size >= MAX_TEMPLATES) templates.clear();
    templates.set(key, template);
  }
  if (template === null) return renderBrandedHtmlDirect(content, company, texts);
  let html = template.parts[0]!;
  for (let i = 0; i < template.slots.length; i++) html += escapeHtml(shape.values[template.slots[i]!]!) + template.parts[i + 1]!;
  return html;
}
