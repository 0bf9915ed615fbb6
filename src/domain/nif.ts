/**
 * Tax numbers on invoices. A Portuguese NIF (número de identificação fiscal) is 9 digits whose
 * last is a mod-11 check digit; a foreign VAT number is taken as text after its two-letter country
 * code (no check: every country has its own rule, and the invoicing service keeps it as given).
 */

/** The first eight digits weighted 9, 8, …, 2; r = sum mod 11; the check digit is 0 when r < 2, else 11 − r. */
export function isValidPortugueseNif(nif: string): boolean {
  if (!/^\d{9}$/.test(nif)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(nif[i]) * (9 - i);
  const remainder = sum % 11;
  const check = remainder < 2 ? 0 : 11 - remainder;
  return check === Number(nif[8]);
}

export type TaxIdResult =
  | { ok: true; kind: "pt" | "foreign"; value: string }
  /** check_digit: 9 digits (or PT and 9 digits) whose check digit is wrong; format: neither a NIF nor a VAT number. */
  | { ok: false; problem: "check_digit" | "format" };

/** A foreign VAT number: a country code other than PT, then 2 to 14 letters or digits. */
const FOREIGN_VAT = /^([A-Z]{2})([A-Z0-9]{2,14})$/;

/**
 * What a customer typed as their tax number, normalised: spaces, dots and hyphens dropped, letters
 * upper-cased. A Portuguese NIF is stored as its 9 digits (a "PT" prefix dropped); a foreign VAT
 * number keeps its country code ("DE123456789").
 */
export function parseTaxId(text: string): TaxIdResult {
  const compact = text.replace(/[\s.-]/g, "").toUpperCase();
  const digits = compact.startsWith("PT") ? compact.slice(2) : compact;
  if (/^\d+$/.test(digits)) {
    if (digits.length !== 9) return { ok: false, problem: "format" };
    return isValidPortugueseNif(digits) ? { ok: true, kind: "pt", value: digits } : { ok: false, problem: "check_digit" };
  }
  const foreign = FOREIGN_VAT.exec(compact);
  if (foreign && foreign[1] !== "PT") return { ok: true, kind: "foreign", value: compact };
  return { ok: false, problem: "format" };
}
