import PDFDocument from "pdfkit";
import { formatVatRate } from "../../../domain/vat.ts";
import { formatDateTime } from "../../../domain/lisbon-date.ts";
import { formatEuros } from "../../../domain/money.ts";
import { fontChainFor, splitIntoFontRuns, type FontWeight, type ReceiptFont } from "./receipt-fonts.ts";
import { transferKind, type Receipt, type ReceiptLine } from "./service.ts";

/**
 * The printable receipt (decision 0030): one A4 page in Portuguese (more when a booking has many
 * lines), in the company's colours (the site's navy and gold), with the company's name and contact
 * from the site content, the customer, the service, each line's net, rate, VAT and total, the VAT
 * per rate, the totals, the payment and "Este documento não é uma fatura certificada".
 */

const NAVY = "#1b2539";
const GOLD = "#c99a3b";
const INK = "#1f2937";
const MUTED = "#6b7280";
const RULE = "#dde2ea";
const SHADE = "#f1f3f7";
const ON_NAVY = "#d5dbe7";

const PAGE_WIDTH = 595.28; // A4, points
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const HEADER_HEIGHT = 118;
const FOOTER_TOP = PAGE_HEIGHT - MARGIN - 58;

/** How the customer paid, as the receipt says it. */
export function paymentMethodText(payment: Receipt["payment"]): string {
  if (payment.testMode) return "Pagamento de teste (nenhum cartão foi cobrado)";
  if (payment.provider === "stripe") return "Cartão, pagamento online via Stripe";
  return "Pagamento online";
}

type Doc = PDFKit.PDFDocument;

interface TextOptions {
  width: number;
  size: number;
  weight?: FontWeight;
  color?: string;
  align?: "left" | "right" | "center";
  lineGap?: number;
  characterSpacing?: number;
}

/** Draws text with the fonts its characters need (Latin, symbols, CJK); answers the height used. */
function drawText(doc: Doc, text: string, x: number, y: number, options: TextOptions): number {
  const { width, size, weight = "regular", color = INK, align = "left", lineGap = 1.5, characterSpacing = 0 } = options;
  const runs = splitIntoFontRuns(text, fontChainFor(text, weight));
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, i) => {
    useFont(doc, run.font);
    const runOptions = { width, align, lineGap, characterSpacing, continued: i < runs.length - 1 };
    if (i === 0) doc.text(run.text, x, y, runOptions);
    else doc.text(run.text, runOptions);
  });
  return doc.y - y;
}

/** pdfkit takes a fontkit font as it is (PDFFontFactory.open), which the types do not say. */
function useFont(doc: Doc, font: ReceiptFont): void {
  doc.font(font.font as unknown as PDFKit.Mixins.PDFFontSource, font.name);
}

/** The height `text` will take (measured in the main font, which sets the receipt's line height). */
function measure(doc: Doc, text: string, options: TextOptions): number {
  useFont(doc, fontChainFor("", options.weight ?? "regular")[0]!);
  doc.fontSize(options.size);
  return doc.heightOfString(text, { width: options.width, lineGap: options.lineGap ?? 1.5, characterSpacing: options.characterSpacing ?? 0 });
}

function rule(doc: Doc, y: number, color = RULE, x = MARGIN, width = CONTENT_WIDTH): void {
  doc.save().rect(x, y, width, 0.75).fill(color).restore();
}

function label(doc: Doc, text: string, x: number, y: number, width: number): number {
  return drawText(doc, text.toUpperCase(), x, y, { width, size: 7.5, weight: "bold", color: MUTED, characterSpacing: 0.8 });
}

function drawHeader(doc: Doc, receipt: Receipt): void {
  doc.save().rect(0, 0, PAGE_WIDTH, HEADER_HEIGHT).fill(NAVY).restore();
  doc.save().rect(0, HEADER_HEIGHT, PAGE_WIDTH, 3).fill(GOLD).restore();
  const leftWidth = CONTENT_WIDTH - 190;
  let y = 34;
  const { company } = receipt;
  if (company.name) y += drawText(doc, company.name, MARGIN, y, { width: leftWidth, size: 19, weight: "bold", color: "#ffffff" }) + 4;
  if (company.legalName && company.legalName !== company.name) {
    y += drawText(doc, company.legalName, MARGIN, y, { width: leftWidth, size: 8.5, weight: "bold", color: ON_NAVY }) + 1;
  }
  if (company.nif) y += drawText(doc, `NIF ${company.nif}`, MARGIN, y, { width: leftWidth, size: 8.5, weight: "bold", color: ON_NAVY }) + 1;
  if (company.address) y += drawText(doc, company.address, MARGIN, y, { width: leftWidth, size: 8.5, color: ON_NAVY });
  const contact = [company.email, company.phone].filter(Boolean).join("  ·  ");
  if (contact) drawText(doc, contact, MARGIN, y + 1, { width: leftWidth, size: 8.5, color: ON_NAVY });

  const rightX = MARGIN + CONTENT_WIDTH - 190;
  drawText(doc, "Recibo", rightX, 30, { width: 190, size: 26, weight: "bold", color: GOLD, align: "right" });
  drawText(doc, `N.º ${receipt.reference}`, rightX, 66, { width: 190, size: 11, weight: "bold", color: "#ffffff", align: "right" });
  drawText(doc, `Emitido em ${formatDateTime(receipt.issuedAt, "pt", { separator: " às " })}`, rightX, 83, { width: 190, size: 8, color: ON_NAVY, align: "right" });
}

function drawParties(doc: Doc, receipt: Receipt, top: number): number {
  const columnWidth = (CONTENT_WIDTH - 24) / 2;
  let left = top;
  left += label(doc, "Cliente", MARGIN, left, columnWidth) + 3;
  left += drawText(doc, receipt.customer.name, MARGIN, left, { width: columnWidth, size: 12, weight: "bold" }) + 1;
  left += drawText(doc, receipt.customer.email, MARGIN, left, { width: columnWidth, size: 9.5, color: MUTED });

  const x = MARGIN + columnWidth + 24;
  let right = top;
  right += label(doc, "Pagamento", x, right, columnWidth) + 3;
  right += drawText(doc, `Data do pagamento: ${formatDateTime(receipt.paidAt, "pt", { separator: " às " })}`, x, right, { width: columnWidth, size: 9.5 }) + 1;
  right += drawText(doc, `Método: ${paymentMethodText(receipt.payment)}`, x, right, { width: columnWidth, size: 9.5 }) + 1;
  right += drawText(doc, `Valor pago: ${formatEuros(receipt.payment.amountCents, "pt")}`, x, right, { width: columnWidth, size: 9.5, weight: "bold" });
  return Math.max(left, right);
}

interface Page {
  y: number;
  receipt: Receipt;
  /** Drawing the lines' table: a new page repeats its header. */
  inTable: boolean;
}

/**
 * Starts a new page when `height` does not fit above the footer: it says whose receipt it
 * continues and, within the table, repeats the table's header.
 */
function ensureSpace(doc: Doc, page: Page, height: number): void {
  if (page.y + height <= FOOTER_TOP - 12) return;
  doc.addPage();
  const { company, reference } = page.receipt;
  const title = `${company.name ? `${company.name}  ·  ` : ""}Recibo N.º ${reference} (continuação)`;
  page.y = MARGIN + drawText(doc, title, MARGIN, MARGIN, { width: CONTENT_WIDTH, size: 8.5, weight: "bold", color: NAVY });
  rule(doc, page.y + 4, GOLD);
  page.y += 16;
  if (page.inTable) drawTableHeader(doc, page);
}

function drawServices(doc: Doc, receipt: Receipt, page: Page): void {
  ensureSpace(doc, page, 60);
  page.y += label(doc, receipt.services.length > 1 ? "Serviços" : "Serviço", MARGIN, page.y, CONTENT_WIDTH) + 4;
  for (const service of receipt.services) {
    const kind = service.bookingType === "tour" ? "Tour" : transferKind(service);
    const what = service.bookingType === "tour" ? (service.tourName ?? "—") : `${service.origin} → ${service.destination}`;
    const facts = [
      `${service.date} às ${service.time} (hora de Lisboa)`,
      ...(service.bookingType === "tour" && service.origin ? [`Recolha: ${service.origin}`] : []),
      `${service.passengers} ${service.passengers === 1 ? "passageiro" : "passageiros"}`,
      `Classe ${service.vehicleClass}`,
      ...(service.flightNumber ? [`Voo ${service.flightNumber}`] : []),
      `Reserva ${service.reference}`,
    ].join("  ·  ");
    const height = measure(doc, what, { width: CONTENT_WIDTH - 12, size: 10.5 }) + 34;
    ensureSpace(doc, page, height);
    const top = page.y;
    doc.save().rect(MARGIN, top, 3, height - 6).fill(GOLD).restore();
    let y = top;
    y += drawText(doc, kind, MARGIN + 12, y, { width: CONTENT_WIDTH - 12, size: 8.5, weight: "bold", color: NAVY });
    y += drawText(doc, what, MARGIN + 12, y, { width: CONTENT_WIDTH - 12, size: 10.5, weight: "bold" });
    y += drawText(doc, facts, MARGIN + 12, y + 1, { width: CONTENT_WIDTH - 12, size: 8.5, color: MUTED });
    page.y = Math.max(y, top + height - 6) + 10;
  }
}

/** The table's columns: description, then the four figures right-aligned. */
const COLUMNS = (() => {
  const figures = [78, 52, 70, 78];
  const descriptionWidth = CONTENT_WIDTH - figures.reduce((a, b) => a + b, 0);
  let x = MARGIN + descriptionWidth;
  return {
    description: { x: MARGIN, width: descriptionWidth },
    figures: figures.map((width) => {
      const column = { x, width };
      x += width;
      return column;
    }),
  };
})();
const CELL_PADDING = 6;

function drawTableHeader(doc: Doc, page: Page): void {
  const height = 22;
  doc.save().rect(MARGIN, page.y, CONTENT_WIDTH, height).fill(SHADE).restore();
  const y = page.y + 7;
  const head = { size: 8, weight: "bold" as const, color: NAVY };
  drawText(doc, "Descrição", COLUMNS.description.x + CELL_PADDING, y, { ...head, width: COLUMNS.description.width - CELL_PADDING });
  ["Valor líquido", "Taxa IVA", "IVA", "Total"].forEach((title, i) => {
    const column = COLUMNS.figures[i]!;
    drawText(doc, title, column.x, y, { ...head, width: column.width - CELL_PADDING, align: "right" });
  });
  page.y += height;
}

function drawLine(doc: Doc, line: ReceiptLine, page: Page): void {
  const descriptionWidth = COLUMNS.description.width - 2 * CELL_PADDING - (line.isExtra ? 10 : 0);
  const size = line.isExtra ? 9 : 9.5;
  const height =
    measure(doc, line.description, { width: descriptionWidth, size }) +
    (line.detail ? measure(doc, line.detail, { width: descriptionWidth, size: 7.5 }) + 1 : 0) +
    2 * CELL_PADDING;
  ensureSpace(doc, page, height);
  const top = page.y + CELL_PADDING;
  const x = COLUMNS.description.x + CELL_PADDING + (line.isExtra ? 10 : 0);
  let y = top;
  y += drawText(doc, line.description, x, y, { width: descriptionWidth, size, weight: line.isExtra ? "regular" : "bold" });
  if (line.detail) y += drawText(doc, line.detail, x, y + 1, { width: descriptionWidth, size: 7.5, color: MUTED });
  const figures = [formatEuros(line.netCents, "pt"), formatVatRate(line.rateBasisPoints), formatEuros(line.vatCents, "pt"), formatEuros(line.grossCents, "pt")];
  figures.forEach((text, i) => {
    const column = COLUMNS.figures[i]!;
    drawText(doc, text, column.x, top, { width: column.width - CELL_PADDING, size: 9.5, align: "right", weight: i === 3 ? "bold" : "regular" });
  });
  page.y = Math.max(y, top + 12) + CELL_PADDING;
  rule(doc, page.y);
}

function drawTotals(doc: Doc, receipt: Receipt, page: Page): void {
  const { breakdown } = receipt;
  const rows = breakdown.byRate.length;
  ensureSpace(doc, page, Math.max(96, 44 + rows * 15));
  const top = page.y + 16;

  // Resumo do IVA: one row per rate used.
  const summaryWidth = 250;
  const cols = [
    { title: "Taxa", width: 50 },
    { title: "Base tributável", width: 80 },
    { title: "IVA", width: 60 },
    { title: "Total", width: 60 },
  ];
  let y = top;
  y += label(doc, "Resumo do IVA", MARGIN, y, summaryWidth) + 4;
  let x = MARGIN;
  for (const col of cols) {
    drawText(doc, col.title, x, y, { width: col.width, size: 7.5, weight: "bold", color: MUTED, align: col.title === "Taxa" ? "left" : "right" });
    x += col.width;
  }
  y += 12;
  rule(doc, y, RULE, MARGIN, summaryWidth);
  y += 4;
  for (const row of breakdown.byRate) {
    const cells = [formatVatRate(row.rateBasisPoints), formatEuros(row.netCents, "pt"), formatEuros(row.vatCents, "pt"), formatEuros(row.grossCents, "pt")];
    x = MARGIN;
    cells.forEach((text, i) => {
      drawText(doc, text, x, y, { width: cols[i]!.width, size: 8.5, align: i === 0 ? "left" : "right" });
      x += cols[i]!.width;
    });
    y += 14;
  }

  // The totals, right.
  const boxWidth = 220;
  const boxX = MARGIN + CONTENT_WIDTH - boxWidth;
  let ty = top;
  const totalRow = (name: string, cents: number) => {
    drawText(doc, name, boxX, ty, { width: 120, size: 9.5, color: MUTED });
    drawText(doc, formatEuros(cents, "pt"), boxX + 100, ty, { width: boxWidth - 100 - CELL_PADDING, size: 9.5, align: "right" });
    ty += 17;
  };
  totalRow("Total sem IVA", breakdown.totalNetCents);
  totalRow("IVA", breakdown.totalVatCents);
  doc.save().rect(boxX, ty, boxWidth, 28).fill(NAVY).restore();
  drawText(doc, "Total pago", boxX + 10, ty + 8, { width: 100, size: 11, weight: "bold", color: "#ffffff" });
  drawText(doc, formatEuros(breakdown.totalGrossCents, "pt"), boxX + 100, ty + 7, {
    width: boxWidth - 100 - 10,
    size: 12.5,
    weight: "bold",
    color: GOLD,
    align: "right",
  });
  ty += 28;
  page.y = Math.max(y, ty) + 14;
}

function drawFooter(doc: Doc, receipt: Receipt, pageNumber: number, pages: number): void {
  rule(doc, FOOTER_TOP, GOLD);
  let y = FOOTER_TOP + 8;
  y += drawText(doc, "Este documento não é uma fatura certificada.", MARGIN, y, { width: CONTENT_WIDTH, size: 9.5, weight: "bold", color: NAVY });
  const rates = `Preços com IVA incluído. Taxas de IVA em vigor na data de emissão: transferências ${formatVatRate(receipt.rates.transferBasisPoints)}, tours ${formatVatRate(receipt.rates.tourBasisPoints)}; os extras seguem a taxa do serviço a que pertencem.`;
  y += drawText(doc, rates, MARGIN, y + 2, { width: CONTENT_WIDTH, size: 7.5, color: MUTED });
  const company = [receipt.company.legalName ?? receipt.company.name, receipt.company.nif && `NIF ${receipt.company.nif}`, receipt.company.email, receipt.company.phone]
    .filter(Boolean)
    .join("  ·  ");
  drawText(doc, company, MARGIN, y + 4, { width: CONTENT_WIDTH - 80, size: 7.5, color: MUTED });
  drawText(doc, `Página ${pageNumber} de ${pages}`, MARGIN + CONTENT_WIDTH - 80, y + 4, { width: 80, size: 7.5, color: MUTED, align: "right" });
}

/** The receipt as a PDF file. */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    font: "",
    bufferPages: true,
    lang: "pt-PT",
    displayTitle: true,
    info: {
      Title: `Recibo ${receipt.reference}`,
      Author: receipt.company.name ?? undefined,
      Subject: "Recibo (não é uma fatura certificada)",
      CreationDate: receipt.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawHeader(doc, receipt);
  const page: Page = { y: HEADER_HEIGHT + 26, receipt, inTable: false };
  page.y = drawParties(doc, receipt, page.y) + 22;
  rule(doc, page.y - 11);
  drawServices(doc, receipt, page);
  page.y += 4;
  ensureSpace(doc, page, 22 + 40);
  drawTableHeader(doc, page);
  page.inTable = true;
  for (const line of receipt.lines) drawLine(doc, line, page);
  page.inTable = false;
  drawTotals(doc, receipt, page);

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    drawFooter(doc, receipt, i - start + 1, count);
  }
  doc.end();
  return done;
}
