import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * Phone numbers compared by their digits (decision 0040). A booking keeps the phone as the
 * customer typed it and, beside it, these digits: the number in E.164 without its "+"
 * ("963 111 222", "+351963111222" and "00351 963 111 222" are all "351963111222"), Portugal
 * being the country of a number written without one. libphonenumber-js reads the country codes,
 * international prefixes and national forms; text that is no possible number keeps its digits.
 */

/** The country of a number written without a country code. */
export const DEFAULT_PHONE_COUNTRY = "PT";

/** The fewest digits a search must hold to be read as (part of) a phone number. */
export const MIN_PHONE_SEARCH_DIGITS = 3;

const onlyDigits = (text: string) => text.replace(/\D/g, "");

/** The number's E.164 digits when it is a possible number, else its digits; null without a digit. */
export function normalizePhoneDigits(text: string): string | null {
  const digits = onlyDigits(text);
  if (!digits) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  return parsed?.isPossible() ? parsed.number.slice(1) : digits;
}

/** Digits, spaces and the signs people write numbers with: + ( ) - . / */
const PHONE_TEXT = /^[\d\s+().\-/]+$/;

/**
 * How an admin search made of phone characters matches bookings' digits: `number` equal to the
 * stored digits (normalised as above: a whole number in any of its written forms), or `fragment`
 * found inside them (part of a number: "963 111", "111-222"; a leading international "00" left
 * out). Null for any other search, or one with fewer than MIN_PHONE_SEARCH_DIGITS digits.
 */
export function phoneSearchDigits(text: string): { number: string; fragment: string } | null {
  const trimmed = text.trim();
  if (!PHONE_TEXT.test(trimmed)) return null;
  const number = normalizePhoneDigits(trimmed);
  if (!number || onlyDigits(trimmed).length < MIN_PHONE_SEARCH_DIGITS) return null;
  return { number, fragment: onlyDigits(trimmed).replace(/^00/, "") };
}
