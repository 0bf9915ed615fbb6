/**
 * Text fields hold what a person can type: no NUL or other control characters (U+0000–U+001F,
 * U+007F–U+009F) and no lone UTF-16 surrogates. PostgreSQL refuses NUL and invalid Unicode in
 * text, and the other control characters only ever come from tampering or a broken client. A
 * multi-line text (special requests, a contact message) may keep line feeds and tabs.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, but tab (U+0009) and line feed (U+000A) are allowed
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /\p{Surrogate}/u;

export interface PlainTextOptions {
  /** Allows tab and line feed (texts written on several lines; a textarea's value uses LF). */
  multiline?: boolean;
}

/** True when `text` has no control character (see above) and no lone surrogate. */
export function isPlainText(text: string, options: PlainTextOptions = {}): boolean {
  const control = options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  return !control.test(text) && !LONE_SURROGATE.test(text);
}

/** For zod: `.refine(plainText(), message)`, or `plainText({ multiline: true })`. */
export function plainText(options: PlainTextOptions = {}): (text: string) => boolean {
  return (text) => isPlainText(text, options);
}

/** True when some string inside `value` (an object, array or string, at any depth) is not plain text. */
export function hasUnsafeText(value: unknown, options: PlainTextOptions = {}, depth = 0): boolean {
  if (typeof value === "string") return !isPlainText(value, options);
  if (depth > 20 || typeof value !== "object" || value === null) return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((v) => hasUnsafeText(v, options, depth + 1));
}
