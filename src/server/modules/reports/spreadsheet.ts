import { PassThrough, Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { formatEuros } from "../../../domain/money.ts";
import { formatDate } from "../../../domain/lisbon-date.ts";

/** exceljs, loaded on the first export rather than at every start (about half a second). */
const loadExcel = async () => (await import("exceljs")).default;

/**
 * A table of an export, written as CSV or XLSX (decision 0027). Cells keep their kind so each
 * format writes it its own way: money as euros with 2 decimals, dates as dd/MM/yyyy.
 */
export type Cell =
  | { kind: "text"; value: string }
  | { kind: "int"; value: number }
  | { kind: "money"; cents: number }
  /** A calendar date, YYYY-MM-DD. */
  | { kind: "date"; iso: string }
  /** A share from 0 to 1, shown as a percentage. */
  | { kind: "rate"; value: number }
  /** A decimal number (hours), or empty. */
  | { kind: "decimal"; value: number | null };

export const text = (value: string | null | undefined): Cell => ({ kind: "text", value: value ?? "" });
export const int = (value: number): Cell => ({ kind: "int", value });
export const money = (cents: number): Cell => ({ kind: "money", cents });
export const date = (iso: string): Cell => ({ kind: "date", iso });
export const rate = (value: number): Cell => ({ kind: "rate", value });
export const decimal = (value: number | null): Cell => ({ kind: "decimal", value });

export interface Table {
  /** The sheet's name in XLSX (at most 31 characters). */
  sheet: string;
  headers: string[];
  rows: Cell[][];
}

/* ------------------------------------------------------------------ */
/* CSV: what Excel opens as it is in Portugal                          */
/* ------------------------------------------------------------------ */

/** UTF-8 byte order mark: Excel then reads the file as UTF-8 (accents intact). */
export const BOM = "\uFEFF";
/** Portuguese Excel's list separator (the comma is its decimal mark). */
export const CSV_SEPARATOR = ";";
const CRLF = "\r\n";

/**
 * A text cell for CSV: quoted when it holds the separator, a quote or a line break; a leading
 * = + - @ (or tab / carriage return) is prefixed with an apostrophe so a spreadsheet never runs a
 * customer's text as a formula.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvCell(cell: Cell): string {
  switch (cell.kind) {
    case "text":
      return csvText(cell.value);
    case "int":
      return String(cell.value);
    case "money":
      return formatEuros(cell.cents, "pt", { plain: true }); // Excel reads it as a number
    case "date":
      return formatDate(cell.iso, "pt");
    case "rate":
      return `${(cell.value * 100).toFixed(2).replace(".", ",")}%`;
    case "decimal":
      return cell.value === null ? "" : cell.value.toFixed(1).replace(".", ",");
  }
}

export const csvLine = (cells: Cell[]): string => cells.map(csvCell).join(CSV_SEPARATOR) + CRLF;
export const csvHeader = (headers: string[]): string => BOM + headers.map(csvText).join(CSV_SEPARATOR) + CRLF;

/** A whole (small) table as CSV text, BOM first. */
export function tableToCsv(table: Table): string {
  return csvHeader(table.headers) + table.rows.map(csvLine).join("");
}

/* ------------------------------------------------------------------ */
/* XLSX (exceljs)                                                      */
/* ------------------------------------------------------------------ */

const MONEY_FORMAT = '#,##0.00 "€"';
const DATE_FORMAT = "dd/mm/yyyy";
const RATE_FORMAT = "0.00%";

/** A cell's value and number format for exceljs (dates at UTC midnight, as exceljs reads them). */
export function xlsxCell(cell: Cell): { value: string | number | Date | null; numFmt?: string } {
  switch (cell.kind) {
    case "text":
      return { value: cell.value };
    case "int":
      return { value: cell.value };
    case "money":
      return { value: cell.cents / 100, numFmt: MONEY_FORMAT };
    case "date":
      return { value: new Date(`${cell.iso.slice(0, 10)}T00:00:00Z`), numFmt: DATE_FORMAT };
    case "rate":
      return { value: cell.value, numFmt: RATE_FORMAT };
    case "decimal":
      return { value: cell.value, numFmt: "0.0" };
  }
}

function addRow(sheet: ExcelJS.Worksheet, cells: Cell[]) {
  const row = sheet.addRow(cells.map((c) => xlsxCell(c).value));
  cells.forEach((c, i) => {
    const numFmt = xlsxCell(c).numFmt;
    if (numFmt) row.getCell(i + 1).numFmt = numFmt;
  });
  return row;
}

function addHeader(sheet: ExcelJS.Worksheet, headers: string[]) {
  const row = sheet.addRow(headers);
  row.font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(12, (headers[i]?.length ?? 10) + 2);
  });
  return row;
}

/** A whole (small) table as an XLSX file. */
export async function tableToXlsx(table: Table): Promise<Uint8Array<ArrayBuffer>> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(table.sheet.slice(0, 31));
  addHeader(sheet, table.headers);
  for (const cells of table.rows) addRow(sheet, cells);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer) as Uint8Array<ArrayBuffer>;
}

/**
 * A long table as an XLSX stream: rows are read in chunks by `nextChunk` (empty when done) and each
 * is committed to the file as it comes, so memory stays flat whatever the number of rows.
 */
export function streamXlsx(
  sheetName: string,
  headers: string[],
  nextChunk: () => Promise<Cell[][]>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  void (async () => {
    try {
      const Excel = await loadExcel();
      const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
      sheet.columns = headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
      sheet.getRow(1).font = { bold: true };
      for (;;) {
        const chunk = await nextChunk();
        if (chunk.length === 0) break;
        for (const cells of chunk) addRow(sheet, cells).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

/** A long table as a CSV stream (BOM and header first), read in chunks as `streamXlsx` does. */
export function streamCsv(headers: string[], nextChunk: () => Promise<Cell[][]>, onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvHeader(headers)));
          return;
        }
        const chunk = await nextChunk();
        if (chunk.length === 0) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(chunk.map(csvLine).join("")));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
  });
}
