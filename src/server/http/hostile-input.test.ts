/**
 * Hostile input for every endpoint that takes input (SECURITY.md, "Input validation on the
 * server"): property tests (fast-check) that send random and hostile JSON bodies, query strings
 * and path parameters (wrong types, huge strings, unknown and prototype keys, control characters
 * and NUL, impossible and extreme dates, negative, fractional, huge and non-finite numbers, arrays
 * for objects, null, empty and malformed bodies, wrong media types, bodies over the size limit),
 * each as a caller the route admits (the admin for admin routes, the assigned driver for driver
 * routes, the holder of a booking's link for the manage routes), so what answers is the route's
 * validation, not its access check.
 *
 * Every answer must be a 4xx in the `{ "error": { "code", "message" } }` shape with a message
 * (Portuguese, or the caller's language where the spec gives one), never a 5xx; and the database
 * must be exactly as before each property (every table of the schema, `test-support/db-snapshot.ts`).
 *
 * The list of routes is the server's own (`listDeclaredRoutes`), checked against the hand-written
 * access table: a state-changing route, or a GET route with a path parameter, without a case here
 * fails the first test, and so does a GET route that is neither covered nor listed as taking no
 * input. Only the routes of SKIPPED, whose input is covered by another test, are left out.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isValidIsoDate, lisbonToday } from "../../domain/lisbon-date.ts";
import { MAX_TOUR_HOURS } from "../../domain/tour-duration.ts";
import { CONTENT_LANGUAGES, type ContentLanguage } from "../../domain/translations.ts";
import { VEHICLE_CLASSES } from "../../domain/vehicle-classes.ts";
import { contactMessages, extras, notifications, quoteRequests, tourPrices, tours, users, vehicles, zones } from "../db/schema.ts";
import { seedDemoCatalogue } from "../db/seed.ts";
import { manageMessage } from "../modules/manage-booking/messages.ts";
import { quoteRequestMessage, QUOTE_REQUEST_MESSAGES } from "../modules/quote-requests/quote-request-messages.ts";
import { newQuoteToken } from "../modules/quote-requests/tokens.ts";
import { issueSetupToken } from "../modules/setup/service.ts";
import { ACCESS_TABLE, type Caller } from "../../../test-support/access-table.ts";
import { transferBookingBody } from "../../../test-support/booking-body.ts";
import { diffSnapshots, snapshotDatabase, type DbSnapshot, type SnapshotOptions } from "../../../test-support/db-snapshot.ts";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "../../../test-support/test-app.ts";
import { listDeclaredRoutes } from "./access.ts";
import { DEFAULT_MAX_BODY_BYTES } from "./request-body.ts";
import { propertyRuns } from "../../../test-support/test-limits.ts";

/**
 * Runs per endpoint, plus RUNS_PER_FIELD for each body field a route takes (each field's kinds of
 * refused values should come up): the whole file stays well under a minute on 2 cores.
 */
const NUM_RUNS = propertyRuns(15);
const RUNS_PER_FIELD = 6;
/** Body fields met while a case's probes are built (hostileBodies adds to it). */
let fieldsOfCase = 0;
const GENERIC = "Por favor, verifique os dados do formulário.";

/**
 * What a refused request may still change, and why; everything else of every table must stay.
 */
const SNAPSHOT_OPTIONS: SnapshotOptions = {
  ignoreTables: {
    // better-auth's rate-limit counters: each sign-in, sign-up or reset attempt counts, refused or not.
    rate_limits: "auth rate-limit counters count every attempt",
    // Our own rate-limit counters on PostgreSQL (in memory on PGlite): bookings, checkout, quotes and
    // the manage routes count a request before its body is read, so a refused one counts too.
    request_counters: "rate-limit counters count requests before validation",
  },
  ignoreColumns: {
    // better-auth may extend a session it reads (its expiry and update time) on any signed-in request.
    "sessions.expires_at": "a session read by a request may be extended",
    "sessions.updated_at": "a session read by a request may be extended",
  },
};

/* ------------------------------------------------------------------ */
/* Hostile values (JSON text fragments, so non-finite numbers fit)     */
/* ------------------------------------------------------------------ */

/** A JSON text fragment: one value as it appears in a body. */
type Fragment = string;
const json = (value: unknown): Fragment => JSON.stringify(value);

/** Not a string, nor null. */
const NOT_STRING: Fragment[] = ["0", "-1", "1.5", "1e400", "-1e400", "true", "false", "[]", '["a"]', "{}", '{"a":"b"}', '{"__proto__":{"x":1}}'];
/** Not a number, nor null. */
const NOT_NUMBER: Fragment[] = ['"1"', '"NaN"', '"Infinity"', '"-Infinity"', '"1e400"', '""', '"0x10"', "true", "false", "[]", "[1]", "{}", '{"valueOf":1}'];
/** Numbers that are never a valid amount, count or coordinate: outside any range or not finite. */
const NOT_FINITE: Fragment[] = ["1e400", "-1e400", "1e308", "-1e308", "9007199254740993", "-9007199254740993", "123456789012345678901234567890"];

const CONTROL_SINGLE = [0, 1, 7, 8, 9, 10, 11, 12, 13, 27, 31, 127, 128, 133, 159];
const CONTROL_MULTI = CONTROL_SINGLE.filter((code) => code !== 9 && code !== 10);

/** A string holding a control character (or a lone surrogate) among ordinary letters. */
function withControl(multiline: boolean): fc.Arbitrary<Fragment> {
  const codes = multiline ? CONTROL_MULTI : CONTROL_SINGLE;
  return fc
    .tuple(fc.constantFrom(...codes.map((code) => String.fromCharCode(code)), "\ud800", "\udfff"), fc.constantFrom("Faro", "Olá", "ab", "x".repeat(30)))
    .map(([bad, text]) => json(`${text}${bad}${text}`));
}

/**
 * A string longer than `max` once trimmed (ASCII, accented, CJK or emoji letters). Lengths are
 * counted as zod counts them, in code points (an emoji is one).
 */
function longer(max: number): fc.Arbitrary<Fragment> {
  return fc
    .tuple(fc.constantFrom("x", "é", "字", "😀", "ab "), fc.integer({ min: 1, max: 40 }))
    .map(([unit, extra]) => json(`a${unit.repeat(Math.ceil((max + extra) / [...unit].length))}a`));
}

interface TextSpec {
  min?: number;
  max?: number;
  /** Control characters refused: single line, multi-line (tab and line feed allowed), or not checked. */
  plain?: "line" | "multi";
  /** null (and, for optional texts, "") is valid. */
  nullable?: boolean;
  /** Other values known to be refused (formats). */
  also?: Fragment[];
  /** Values this field takes after all (e.g. an empty optional address). */
  exclude?: Fragment[];
}

/**
 * Values each field is always tried with, besides the random ones (fast-check `examples`): every
 * known refused format and one control character, so a rare kind of value is never left to chance.
 */
const MUST_TRY = new WeakMap<fc.Arbitrary<Fragment>, Fragment[]>();
/** Probes of the case being built, run before the random ones. */
let examplesOfCase: Probe[] = [];

function text(spec: TextSpec = {}): fc.Arbitrary<Fragment> {
  const options: fc.Arbitrary<Fragment>[] = [fc.constantFrom(...NOT_STRING)];
  if (!spec.nullable) options.push(fc.constant("null"));
  if (spec.max !== undefined) options.push(longer(spec.max));
  if (spec.plain) options.push(withControl(spec.plain === "multi"));
  if (spec.min) options.push(fc.constantFrom('""', '"   "', '"\\t\\n "', json("x".repeat(spec.min - 1))));
  if (spec.also?.length) options.push(fc.constantFrom(...spec.also));
  const exclude = spec.exclude ?? [];
  const arbitrary = exclude.length ? fc.oneof(...options).filter((f) => !exclude.includes(f)) : fc.oneof(...options);
  const must = [...(spec.also ?? []), ...(spec.plain ? [json("a\u0001b"), json("a\u007fb")] : [])].filter((f) => !exclude.includes(f));
  MUST_TRY.set(arbitrary, must);
  return arbitrary;
}

interface NumberSpec {
  min: number;
  max: number;
  int?: boolean;
  nullable?: boolean;
  /** The field also takes the canonical decimal text of a whole number (the booking's passengers). */
  digitStrings?: boolean;
}

function number(spec: NumberSpec): fc.Arbitrary<Fragment> {
  const notNumber = spec.digitStrings ? NOT_NUMBER.filter((f) => f !== '"1"') : NOT_NUMBER;
  const options: fc.Arbitrary<Fragment>[] = [
    fc.constantFrom(...notNumber),
    fc.constantFrom(...NOT_FINITE),
    fc.double({ min: -1e12, max: spec.min, noNaN: true, maxExcluded: true }).filter((v) => v < spec.min).map(json),
    fc.double({ min: spec.max, max: Math.max(1e12, spec.max * 4), noNaN: true, minExcluded: true }).filter((v) => v > spec.max).map(json),
  ];
  if (!spec.nullable) options.push(fc.constant("null"));
  if (spec.int) {
    // Small enough that `.5` survives the JSON number (a huge one would round to a whole number).
    options.push(fc.integer({ min: Math.ceil(spec.min), max: Math.min(Math.floor(spec.max) - 1, Math.ceil(spec.min) + 1000) }).map((v) => `${v}.5`));
    if (spec.digitStrings) options.push(fc.constantFrom('"02"', '"2.5"', '" 2"', '"2e0"', '"0x2"', '"-1"', '""', '"1,5"'));
  }
  return fc.oneof(...options);
}

function oneOf(values: readonly string[], spec: { nullable?: boolean } = {}): fc.Arbitrary<Fragment> {
  const near = values.flatMap((v) => [v.toUpperCase(), ` ${v}`, `${v} `, `${v}\u0000`, `${v}s`]).filter((v) => !values.includes(v));
  const options: fc.Arbitrary<Fragment>[] = [
    fc.constantFrom(...NOT_STRING),
    fc.constantFrom(...near).map(json),
    fc.string({ maxLength: 30 }).filter((v) => !values.includes(v)).map(json),
    fc.constantFrom("__proto__", "constructor", "toString", "").filter((v) => !values.includes(v)).map(json),
  ];
  if (!spec.nullable) options.push(fc.constant("null"));
  return fc.oneof(...options);
}

const boolean = (): fc.Arbitrary<Fragment> => fc.constantFrom('"true"', '"false"', "1", "0", "null", "[]", "{}", '"yes"');

/** Never a UUID: random text, almost-UUIDs, other types. */
function uuid(spec: { nullable?: boolean } = {}): fc.Arbitrary<Fragment> {
  const options: fc.Arbitrary<Fragment>[] = [
    fc.constantFrom(...NOT_STRING),
    fc.string({ minLength: 1, maxLength: 40 }).filter((v) => v.trim() !== "" && !/^[0-9a-f-]{36}$/i.test(v.trim())).map(json),
    fc.uuid().map((id) => json(`${id}0`)),
    fc.uuid().map((id) => json(id.replace(/-/g, ""))),
    fc.uuid().map((id) => json(`{${id}}`)),
    fc.uuid().map((id) => json(`${id.slice(0, 35)}\u0000`)),
    fc.constant(json("00000000-0000-0000-0000-00000000000g")),
  ];
  if (!spec.nullable) options.push(fc.constant("null"));
  return fc.oneof(...options);
}

/** Dates that are never valid: impossible, malformed, extreme, or out of the booking window. */
const BAD_DATES: Fragment[] = [
  "2026-02-30", "2027-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "0000-01-01", "0001-01-01", "1970-01-01", "2000-01-01",
  "9999-12-31", "9999-12-31T99:99", "275760-09-13", "+275760-09-13", "-000001-01-01", "2026-1-1", "26-01-01", "01/02/2026",
  "2026-01-01T00:00:00Z", "2000-01-01 ", "yesterday", "today", "", " ", "NaN", "Invalid Date",
].map(json);
/** Dates beyond the booking window (two years): valid calendar days that are still refused. */
const TOO_FAR_DATES: Fragment[] = ["2099-01-01", addDays(lisbonToday(), 3 * 366)].map(json);

/**
 * Refused dates. `booking`: a booking's service date (not before today, at most two years ahead);
 * `calendar`: only a real calendar day is checked (a past or far date is valid, so none is sent).
 */
function date(spec: { nullable?: boolean; booking?: boolean; calendar?: boolean } = {}): fc.Arbitrary<Fragment> {
  const isCalendarDay = (d: Fragment) => {
    const value: unknown = JSON.parse(d);
    return typeof value === "string" && isValidIsoDate(value.trim());
  };
  const badDates = BAD_DATES.filter((d) => !(spec.nullable && (d === '""' || d === '" "')) && !(spec.calendar && isCalendarDay(d)));
  return fc.oneof(
    fc.constantFrom(...badDates, ...(spec.booking ? TOO_FAR_DATES : [])),
    fc.constantFrom("20260101", "1767225600000", "-1", "1e400", "true", "[]", '{"year":2026}', ...(spec.nullable ? [] : ["null"])),
  );
}

const BAD_TIMES: Fragment[] = ["24:00", "25:61", "12:60", "9999-12-31T99:99", "1:30", "12:3", "12h30", "12:30:00", "-01:00", "12:3O", "noon", "99:99"].map(json);
function time(spec: { nullable?: boolean } = {}): fc.Arbitrary<Fragment> {
  return fc.oneof(fc.constantFrom(...BAD_TIMES), fc.constantFrom("1230", "12.5", "true", "[]", "{}", ...(spec.nullable ? [] : ["null", '""'])));
}

/** Not an array, an array of refused items, or one item too many. */
function array(item: fc.Arbitrary<Fragment>, spec: { max: number; validItem?: Fragment; nullable?: boolean }): fc.Arbitrary<Fragment> {
  const options: fc.Arbitrary<Fragment>[] = [
    fc.constantFrom('"a,b"', "1", "true", "{}", '{"0":"a"}', ...(spec.nullable ? [] : ["null"])),
    fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => `[${items.join(",")}]`),
  ];
  if (spec.validItem) {
    const valid = spec.validItem;
    options.push(fc.constant(`[${Array.from({ length: spec.max + 1 }, () => valid).join(",")}]`));
  }
  return fc.oneof(...options);
}

/** A key no route takes: prototype keys, the names a tamperer tries, random text. */
function unknownKey(known: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "__defineGetter__", "valueOf"),
      fc.constantFrom("totalPrice", "totalPriceCents", "amount", "status", "role", "isAdmin", "userId", "id", "price", "paid"),
      fc.string({ maxLength: 20 }),
      fc.constantFrom("a\u0000b", "\u202e", "x".repeat(300)),
    )
    .filter((key) => !known.includes(key));
}

/** Any JSON value, as a text fragment (nested, prototype keys included). */
const anyValue: fc.Arbitrary<Fragment> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map(json),
  fc.constantFrom('{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"polluted":true}}}', "1e400", "null"),
);

/** Places a fragment into `base` (object) under `key`, as raw JSON text. */
function withFragment(base: Record<string, unknown>, key: string, fragment: Fragment): string {
  const rest = Object.entries(base).filter(([k]) => k !== key);
  const parts = rest.map(([k, v]) => `${json(k)}:${json(v)}`);
  parts.splice(Math.min(1, parts.length), 0, `${json(key)}:${fragment}`);
  return `{${parts.join(",")}}`;
}

/** An object with one key removed (for required fields). */
const without = (base: Record<string, unknown>, key: string) => json(Object.fromEntries(Object.entries(base).filter(([k]) => k !== key)));

/** A nested object (a place, a price row, translations): not an object, an unknown key, a refused field. */
function object(base: Record<string, unknown>, fields: Record<string, fc.Arbitrary<Fragment>>, spec: { nullable?: boolean } = {}): fc.Arbitrary<Fragment> {
  const known = Object.keys(base).concat(Object.keys(fields));
  const options: fc.Arbitrary<Fragment>[] = [
    fc.constantFrom('"Faro"', "1", "true", "[]", `[${json(base)}]`, ...(spec.nullable ? [] : ["null"])),
    fc.tuple(unknownKey(known), anyValue).map(([key, value]) => withFragment(base, key, value)),
  ];
  const names = Object.keys(fields);
  if (names.length > 0) {
    options.push(fc.constantFrom(...names).chain((name) => fields[name]!.map((fragment) => withFragment(base, name, fragment))));
  }
  return fc.oneof(...options);
}

/** `translations` of a catalogue row: unknown language, unknown field, wrong types, control characters. */
function translations(fields: Record<string, "line" | "text" | "list">): fc.Arbitrary<Fragment> {
  const names = Object.keys(fields);
  const entryValue = (kind: "line" | "text" | "list") =>
    kind === "list"
      ? array(text({ max: 200, plain: "line" }).filter((f) => f !== "null"), { max: 30, validItem: '"ok"' })
      : text({ max: kind === "line" ? 200 : 5000, plain: kind === "line" ? "line" : "multi" }).filter((f) => f !== "null");
  return fc.oneof(
    fc.constantFrom('"pt"', "1", "[]", "true", '{"de":{}}', '{"en":{}}', '{"PT":{}}', '{"pt":"texto"}', '{"pt":[]}', '{"__proto__":{"pt":{}}}'),
    unknownKey(names).map((key) => `{"pt":{${json(key)}:"x"}}`),
    fc.constantFrom(...names).chain((name) => entryValue(fields[name]!).map((fragment) => `{"fr":{${json(name)}:${fragment}}}`)),
  );
}

/* ------------------------------------------------------------------ */
/* Requests                                                            */
/* ------------------------------------------------------------------ */

/** Who calls: a session of the access table, nobody, or the holder of booking C's link. */
type As = "anonymous" | "noRole" | "customer" | "admin" | "driverA" | "token";

interface Probe {
  /** The path with its query, already encoded. */
  path: string;
  method?: string;
  /** The raw body; absent: none. */
  body?: string;
  /** Default application/json when there is a body. */
  contentType?: string | null;
  headers?: Record<string, string>;
  /** The statuses this probe may get (default: 400). */
  expect: readonly number[];
  /** The exact message expected (the generic one for an unknown key or a body that is no object). */
  message?: string;
  /** What the probe tests, for the failure report. */
  kind: string;
}

/** What a refused answer looks like: our JSON error, better-auth's own, an HTML page or plain text. */
type AnswerShape = "json" | "auth" | "html" | "text";

interface HostileCase {
  /** `METHOD /pattern` exactly as registered. */
  route: string;
  as: As;
  /** The app it runs against: the main one, or one without an admin (the setup link). */
  app?: "main" | "setup";
  probes: (fx: Fixtures) => fc.Arbitrary<Probe>;
  shape?: AnswerShape;
  /** Why a 2xx is a correct answer to this route's hostile input (lenient parameters). */
  lenient?: string;
  /** Adjusts every probe of the case (random ones and the always-tried examples). */
  adjust?: (probe: Probe) => Probe;
}

interface Fixtures {
  booking: { id: string; token: string };
  /** A quoted request (Van) and its private link's token. */
  quote: { id: string; token: string };
  /** The signed-in customer's booking (made with their verified e-mail): the customer area's key. */
  customerBookingId: string;
  driverBookingId: string;
  notificationId: string;
  messageId: string;
  zoneId: string;
  tourId: string;
  tourPriceId: string;
  vehicleId: string;
  extraId: string;
  economy: { id: string; class: string };
  userId: string;
  /** Driver A's user id. */
  driverId: string;
  noRoleEmail: string;
  setupToken: string;
}

interface BodyOptions {
  /** Message of a body that is not an object or has an unknown key. */
  generic?: string | ((lang: ContentLanguage) => string);
  /** Statuses of a refused field (default 400). */
  fieldExpect?: readonly number[];
  /** Fields that may be left out are not removed. */
  required?: readonly string[];
  /** Extra headers (e.g. the caller's language). */
  lang?: boolean;
}

/** Bodies that are not a JSON object: other JSON values, malformed JSON, an empty body. */
const NOT_AN_OBJECT: Fragment[] = [
  "null", "[]", "[{}]", "0", "-1", "1e400", '"text"', "true", "false", '""', `${"[".repeat(3000)}${"]".repeat(3000)}`,
];
const MALFORMED_JSON: string[] = [
  "", " ", "{", "}", '{"a":', "{'a':1}", '{"a":1,}', "{a:1}", "NaN", "undefined", "Infinity", '{"a":1}{"b":2}', "\u0000",
  '{"a":"\\u00"}', "\ufeff", "[1,2", '{"a":1e}', "--", '{"__proto__":', "nul",
];

/**
 * Hostile JSON bodies for a route that takes `base` (valid): every one is refused.
 * `fields`: for each field, values that field refuses.
 */
function hostileBodies(
  method: string,
  path: string,
  base: Record<string, unknown>,
  fields: Record<string, fc.Arbitrary<Fragment>>,
  options: BodyOptions = {},
): fc.Arbitrary<Probe> {
  const fieldExpect = options.fieldExpect ?? [400];
  const known = Object.keys(base).concat(Object.keys(fields));
  const langs = options.lang ? fc.constantFrom(...CONTENT_LANGUAGES) : fc.constant<ContentLanguage>("pt");
  const genericOf = (lang: ContentLanguage) =>
    typeof options.generic === "function" ? options.generic(lang) : (options.generic ?? GENERIC);
  const probe = (lang: ContentLanguage, body: string, kind: string, generic: boolean, expect: readonly number[] = [400]): Probe => ({
    method,
    path,
    body,
    headers: options.lang ? { "accept-language": lang } : undefined,
    expect,
    message: generic ? genericOf(lang) : undefined,
    kind,
  });
  const cases: fc.Arbitrary<Probe>[] = [
    fc.tuple(langs, fc.constantFrom(...NOT_AN_OBJECT)).map(([lang, body]) => probe(lang, body, "not an object", true)),
    fc.tuple(langs, fc.constantFrom(...MALFORMED_JSON)).map(([lang, body]) => probe(lang, body, "malformed JSON", true)),
    fc.tuple(langs, unknownKey(known), anyValue).map(([lang, key, value]) => probe(lang, withFragment(base, key, value), `unknown key ${json(key)}`, true)),
    fc.tuple(langs, fc.constantFrom("__proto__", "constructor", "prototype")).map(([lang, key]) =>
      probe(lang, withFragment(base, key, '{"isAdmin":true,"polluted":true}'), `prototype key ${key}`, true),
    ),
    // An array where the object is expected: the valid body wrapped.
    langs.map((lang) => probe(lang, `[${json(base)}]`, "array for an object", true)),
    // Over the route's body limit (64 KB): 413 before anything is read.
    fc.tuple(langs, fc.integer({ min: 1, max: 40 * 1024 }), fc.constantFrom(...known)).map(([lang, extra, key]) =>
      probe(lang, withFragment(base, key, json("x".repeat(DEFAULT_MAX_BODY_BYTES + extra))), "body over 64 KB", false, [413]),
    ),
  ];
  const names = Object.keys(fields);
  fieldsOfCase += names.length;
  for (const name of names) {
    for (const fragment of MUST_TRY.get(fields[name]!) ?? []) {
      examplesOfCase.push(probe("pt", withFragment(base, name, fragment), `${name} (always tried): ${fragment.slice(0, 60)}`, false, fieldExpect));
    }
  }
  const weighted: fc.WeightedArbitrary<Probe>[] = [];
  if (names.length > 0) {
    weighted.push({
      // Each field weighs as much as a kind of malformed body.
      weight: names.length,
      arbitrary: fc.tuple(langs, fc.constantFrom(...names)).chain(([lang, name]) =>
        fields[name]!.map((fragment) => probe(lang, withFragment(base, name, fragment), `${name}: ${fragment.slice(0, 60)}`, false, fieldExpect)),
      ),
    });
  }
  const required = options.required ?? [];
  if (required.length > 0) {
    cases.push(fc.tuple(langs, fc.constantFrom(...required)).map(([lang, key]) => probe(lang, without(base, key), `without ${key}`, false, fieldExpect)));
  }
  return fc.oneof(...cases.map((arbitrary) => ({ weight: 1, arbitrary })), ...weighted);
}

/** Other media types than the JSON a state-changing route takes: 415 before the body is read. */
function wrongMediaType(method: string, path: string, accepted = "application/json"): fc.Arbitrary<Probe> {
  const types = ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "application/json-patch+json", "application/jsonx", "text/json", "application/javascript", "*/*", "application/json", "application/x-www-form-urlencoded"].filter(
    (t) => t.split(";")[0] !== accepted,
  );
  return fc.tuple(fc.constantFrom(...types), fc.constantFrom("{}", "a=1", "<x/>", "")).map(([contentType, body]) => ({
    method,
    path,
    body,
    contentType,
    expect: [415],
    kind: `media type ${contentType}`,
  }));
}

/** A body over the 64 KB limit, whatever the route does with it: 413. */
function oversize(method: string, path: string, contentType = "application/json"): fc.Arbitrary<Probe> {
  return fc.integer({ min: 1, max: 60 * 1024 }).map((extra) => ({
    method,
    path,
    body: contentType === "application/json" ? json({ padding: "x".repeat(DEFAULT_MAX_BODY_BYTES + extra) }) : `a=${"x".repeat(DEFAULT_MAX_BODY_BYTES + extra)}`,
    contentType,
    expect: [413],
    kind: "body over 64 KB",
  }));
}

/** Path segments that name nothing: random and huge text, control characters, prototype names, bad escapes. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "" && s !== "." && s !== ".."),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== "" && s !== "." && s !== ".."),
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "null", "undefined", "NaN", "-1", "0", "1.5", "1e400", "Infinity", "99999999999999999999999"),
  fc.constantFrom("' OR 1=1 --", '"; DROP TABLE bookings; --', "<script>alert(1)</script>", "${7*7}", "{{7*7}}", "%s%n", "\\..\\..\\etc\\passwd"),
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.integer({ min: 0, max: 31 }).map((code) => `a${String.fromCharCode(code)}b`),
  fc.constantFrom("\u007f", "\u0085", "\u202e", "\ufeff", "\ud800x"),
  fc.integer({ min: 300, max: 6000 }).map((n) => "x".repeat(n)),
);

/** Encodes a segment; a lone surrogate (not encodable) is sent as raw bad escapes instead. */
function encodeSegment(segment: string): string {
  try {
    return encodeURIComponent(segment);
  } catch {
    return "%ED%A0%80x";
  }
}

/** Raw segments with broken escapes: sent as they are. */
const RAW_SEGMENTS = ["%", "%ZZ", "%E0%A4%A", "%C0%AE", "%FF", "%00", "%2F", "%2e%2e%2f", "a%2Fb", "%u0000"];

const segment: fc.Arbitrary<string> = fc.oneof({ weight: 5, arbitrary: hostileSegment.map(encodeSegment) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) });

/**
 * A route's path with `param` replaced by a hostile segment, the other parameters valid.
 * A body (when the route takes one) is valid, so the path is what is refused.
 */
function hostilePath(
  method: string,
  pattern: string,
  param: string,
  valid: Record<string, string>,
  options: { expect?: readonly number[]; body?: string; contentType?: string } = {},
): fc.Arbitrary<Probe> {
  return segment.map((value) => ({
    method,
    path: pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => (name === param ? value : encodeSegment(valid[name] ?? ""))),
    body: options.body ?? (method === "GET" || method === "DELETE" ? undefined : "{}"),
    contentType: options.contentType,
    expect: options.expect ?? [404],
    kind: `:${param} = ${value.slice(0, 60)}`,
  }));
}

/** `?name=value` with hostile values for one known parameter; other parameters may be junk the route ignores. */
function hostileQuery(path: string, params: Record<string, fc.Arbitrary<string>>, expect: readonly number[] = [400]): fc.Arbitrary<Probe> {
  const names = Object.keys(params);
  return fc
    .tuple(
      fc.constantFrom(...names).chain((name) => params[name]!.map((value) => [name, value] as const)),
      fc.option(fc.tuple(fc.constantFrom("__proto__", "constructor", "x", "lang", "page[]", "a"), fc.string({ maxLength: 10 })), { nil: undefined }),
    )
    .map(([[name, value], junk]) => {
      const pairs = [`${name}=${encodeSegment(value)}`];
      if (junk && !names.includes(junk[0])) pairs.push(`${encodeSegment(junk[0])}=${encodeSegment(junk[1])}`);
      return { path: `${path}?${pairs.join("&")}`, expect, kind: `?${name}=${value.slice(0, 60)}` };
    });
}

/** Query values that are never a valid page number (1 and up). */
const BAD_PAGES = fc.oneof(
  fc.constantFrom("0", "-1", "1.5", "abc", "NaN", "Infinity", "-Infinity", "1e400", "", " ", "0x", "1/2", "true", "[]", "9".repeat(400), "\u0000", "１"),
  fc.integer({ max: 0 }).map(String),
);
/** Page values beyond a list's largest page size. */
const pageSizeOver = (max: number) => fc.oneof(BAD_PAGES, fc.integer({ min: max + 1, max: 1e9 }).map(String));
const longQuery = (max: number) => fc.integer({ min: max + 1, max: max + 5000 }).map((n) => "q".repeat(n));
const notIn = (values: readonly string[]) =>
  fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom(...values.map((v) => v.toUpperCase()), "__proto__", "\u0000", "1")).filter((v) => !values.includes(v));
// ("0000-01-01" is a real calendar day to a filter: it is only refused as a booking's service date.)
const badDateQuery = fc.constantFrom("2026-02-30", "2026-04-31", "9999-12-31T99:99", "275760-09-13", "20260101", "2026-1-1", "yesterday", "2026-13-01", "\u0000", "x".repeat(500));

/* ------------------------------------------------------------------ */
/* The cases: every route that takes input                             */
/* ------------------------------------------------------------------ */

/** A well-formed id no change request has. */
const UNKNOWN_REQUEST = "7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
/** A valid POST /api/quote-requests body: a transfer no zone prices, ten days ahead. */
const quoteRequestBody = () => {
  const { id: _id, vehicleId: _vehicle, ...trip } = transferBookingBody({ id: "", class: "Van" }, { destination: "Bragança", flightNumber: "TP1901" });
  return { ...trip, luggage: 2 };
};
const bookingsBody = (fx: Fixtures) => transferBookingBody(fx.economy, { id: "5f3a0c7e-1b2d-4c5e-8f90-123456789abc" });
const PHONE_ALSO = ['"abc-def-ghij"', '"+351 9<1>2 345"', '"12345678"'];
const EMAIL_ALSO = ['"not-an-email"', '"a@"', '"@b.pt"', '"a b@c.pt"', '"a@b@c.pt"', json(`${"a".repeat(250)}@example.com`)];
/** Addresses with a control character where the address pattern takes "any character but a space". */
const URL_CONTROL_ALSO = ['"/photos/a\\u0001b.jpg"', '"https://example.pt/a\\u007fb.jpg"', '"https://example.pt/a\\u0085b.jpg"', '"https://example.pt/\\u001b[31m.jpg"'];
const PHOTO_URL_ALSO = [...URL_CONTROL_ALSO, '"javascript:alert(1)"', '"//evil.example/x.jpg"', '"/\\\\evil.example"', '"data:image/png;base64,AAAA"', '"http://a b/c"', '"ftp://x/y"', '"photos/x.jpg"'];
const IMAGE_URL_ALSO = [...PHOTO_URL_ALSO, '"http://insecure.example/x.jpg"', '"/photos/../etc/passwd"', '"/artwork/../../x.svg"'];
const accountPassword = text({ min: 6, max: 128, also: ['"123456"', '"password"'] });

const zoneBody = {
  name: "Zona de teste",
  origin: "Faro",
  destination: "Lagos",
  originLat: 37.0194,
  originLng: -7.9322,
  destinationLat: 37.1028,
  destinationLng: -8.6731,
  prices: [{ vehicleClass: "Economy", priceCents: 5000 }],
};
const zoneFields = {
  name: text({ min: 1, max: 200, plain: "line" }),
  origin: text({ min: 1, max: 500, plain: "line" }),
  destination: text({ min: 1, max: 500, plain: "line" }),
  originRadiusKm: number({ min: 0.1, max: 500 }),
  destinationRadiusKm: number({ min: 0.1, max: 500 }),
  originLat: number({ min: -90, max: 90 }),
  originLng: number({ min: -180, max: 180 }),
  destinationLat: number({ min: -90, max: 90 }),
  destinationLng: number({ min: -180, max: 180 }),
  roadSpeedKmh: number({ min: 10, max: 130, int: true }),
  prices: fc.oneof(
    array(object({ vehicleClass: "Economy", priceCents: 5000 }, { vehicleClass: oneOf(VEHICLE_CLASSES), priceCents: number({ min: 0, max: 10_000_000, int: true }) }), {
      max: VEHICLE_CLASSES.length,
    }),
    fc.constant(json([{ vehicleClass: "Economy", priceCents: 1 }, { vehicleClass: "Economy", priceCents: 2 }])),
  ),
};
const tourBody = { name: "Tour de teste", durationHours: 4, priceCents: 10000, capacity: 7 };
const tourFields = {
  name: text({ min: 1, max: 200, plain: "line" }),
  slug: text({ max: 200, plain: "line", nullable: true }),
  description: text({ max: 5000, plain: "multi", nullable: true }),
  itinerary: text({ max: 5000, plain: "multi", nullable: true }),
  highlights: array(text({ max: 200, plain: "line" }), { max: 30, validItem: '"ok"' }),
  inclusions: array(text({ max: 200, plain: "line" }), { max: 30, validItem: '"ok"' }),
  exclusions: array(text({ max: 200, plain: "line" }), { max: 30, validItem: '"ok"' }),
  durationHours: number({ min: Number.MIN_VALUE, max: MAX_TOUR_HOURS }),
  priceCents: number({ min: 0, max: 100_000_000, int: true }),
  extraHourPriceCents: number({ min: 0, max: 100_000_000, int: true, nullable: true }),
  capacity: number({ min: 1, max: 50, int: true }),
  imageUrl: text({ max: 500, plain: "line", nullable: true, also: PHOTO_URL_ALSO, exclude: ['""'] }),
  additionalImages: fc.oneof(
    array(text({ plain: "line", also: PHOTO_URL_ALSO }).filter((f) => f !== '""' && f !== '"   "' && f !== '"\\t\\n "'), { max: 4, validItem: '"/photos/a.jpg"' }),
  ),
  translations: translations({ name: "line", description: "text", itinerary: "text", highlights: "list", inclusions: "list", exclusions: "list" }),
};
const vehicleBody = { name: "Carro de teste", class: "Economy", capacity: 4 };
const vehicleFields = {
  name: text({ min: 1, max: 200, plain: "line" }),
  class: oneOf(VEHICLE_CLASSES),
  capacity: number({ min: 1, max: 50, int: true }),
  description: text({ max: 5000, plain: "multi", nullable: true }),
  features: array(text({ max: 200, plain: "line" }), { max: 30, validItem: '"wifi"' }),
  imageUrl: text({ max: 1000, plain: "line", nullable: true, also: IMAGE_URL_ALSO, exclude: ['""', '"   "', '"\\t\\n "'] }),
  translations: translations({ description: "text", features: "list" }),
};
const extraBody = { name: "Extra de teste", priceCents: 500 };
const extraFields = {
  name: text({ min: 1, max: 200, plain: "line" }),
  priceCents: number({ min: 0, max: 100_000_000, int: true }),
  description: text({ max: 5000, plain: "multi", nullable: true }),
  imageUrl: text({ max: 1000, plain: "line", nullable: true, also: IMAGE_URL_ALSO, exclude: ['""', '"   "', '"\\t\\n "'] }),
  translations: translations({ name: "line", description: "text" }),
};
const placeFields = {
  address: text({ max: 500, plain: "line" }),
  lat: number({ min: -90, max: 90, nullable: true }),
  lng: number({ min: -180, max: 180, nullable: true }),
};
const quoteBody = { bookingType: "transfer", origin: { address: "Aeroporto de Faro (FAO)" }, destination: { address: "Albufeira" }, passengers: 2 };
const quoteFields = {
  bookingType: oneOf(["transfer", "tour"]),
  origin: object({ address: "Faro" }, placeFields),
  destination: object({ address: "Albufeira" }, placeFields),
  tourId: uuid({ nullable: true }).filter((f) => f !== '""' && f !== '"   "' && f !== '"\\t\\n "'),
  vehicleId: uuid({ nullable: true }).filter((f) => f !== '""' && f !== '"   "' && f !== '"\\t\\n "'),
  vehicleClass: text({ max: 500, plain: "line", nullable: true }),
  passengers: number({ min: 1, max: 50, int: true }),
  extraIds: array(uuid(), { max: 20, nullable: false }),
  returnTrip: boolean(),
};
const customerFields = {
  customerName: text({ min: 2, max: 100, plain: "line" }),
  customerPhone: text({ min: 9, max: 20, plain: "line", also: PHONE_ALSO }),
  customerEmail: text({ max: 255, plain: "line", also: EMAIL_ALSO }),
};

/** The expected message of a manage route's invalid body, in the caller's language. */
const manageInvalid = (lang: ContentLanguage) => manageMessage("invalid_input", lang);

/** A well-formed id that is no document's. */
const UNKNOWN_DOCUMENT = "00000000-0000-4000-8000-000000000000";

/** The booking page's invoice details (decision 0051): a NIF with a wrong check digit, or neither a NIF nor a VAT number; too long texts. */
const INVOICE_DETAIL_FIELDS = {
  invoiceTaxId: text({ max: 30, plain: "line", nullable: true, also: [json("501442601"), json("12345"), json("PT12345")] }),
  invoiceName: text({ max: 150, plain: "line", nullable: true }),
  invoiceAddress: text({ max: 300, plain: "line", nullable: true }),
};

const CASES: HostileCase[] = [
  /* --- Accounts (better-auth answers with its own error shape: see the report in SKIPPED's note) --- */
  {
    route: "ALL /api/auth/*",
    as: "noRole",
    shape: "auth",
    probes: (fx) =>
      fc.oneof(
        // Sign in with a fresh address each time (the account limit counts per e-mail).
        fc.uuid().chain((id) =>
          hostileBodies("POST", "/api/auth/sign-in/email", { email: `nobody-${id.slice(0, 8)}@example.com`, password: "secret123" }, {
            email: text({ min: 1, also: ['"not-an-email"'] }),
            password: text({ min: 1 }),
          }, { generic: undefined }),
        ),
        // better-auth ignores keys it does not take (its bodies are its own, SECURITY.md): the e-mail
        // is one that has an account, so a body whose only fault is an unknown key creates nothing.
        hostileBodies("POST", "/api/auth/sign-up/email", { email: fx.noRoleEmail, password: "Segura!2024x", name: "Nova Pessoa" }, {
          email: text({ min: 1, max: 255, plain: "line", also: EMAIL_ALSO }),
          password: accountPassword,
          name: text({ min: 2, max: 100, plain: "line" }),
        }),
        hostileBodies("POST", "/api/auth/request-password-reset", { email: "nobody@example.com", redirectTo: "/reset-password" }, {
          email: text({ min: 1, plain: "line", also: EMAIL_ALSO }),
        }),
        hostileBodies("POST", "/api/auth/reset-password", { newPassword: "Segura!2024x", token: "no-such-token" }, {
          newPassword: accountPassword,
          token: text({ plain: "line" }),
        }),
        hostileBodies("POST", "/api/auth/update-user", { name: "Nome Novo" }, { name: text({ min: 2, max: 100, plain: "line" }) }),
        hostileBodies("POST", "/api/auth/change-password", { currentPassword: "not-the-password", newPassword: "Segura!2024x" }, {
          newPassword: accountPassword,
          currentPassword: text({ min: 1 }),
        }),
        wrongMediaType("POST", "/api/auth/sign-up/email"),
      ),
    adjust: (probe) => ({
      ...probe,
      message: undefined,
      // A reset is asked with 200 for any address (no account enumeration): better-auth answers 200
      // to an address it does not check (over-long, or with a key it ignores) and changes nothing.
      expect: !probe.expect.includes(400)
        ? probe.expect
        : probe.path === "/api/auth/request-password-reset"
          ? [200, 400]
          : [400, 401, 403, 404, 422],
    }),
  },
  // The first admin's setup link, on an app without an admin (otherwise it is 404 for everything).
  {
    route: "GET /api/setup/:token",
    as: "anonymous",
    app: "setup",
    probes: (fx) => hostilePath("GET", "/api/setup/:token", "token", { token: fx.setupToken }),
  },
  {
    route: "POST /api/setup/:token",
    as: "anonymous",
    app: "setup",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", `/api/setup/${fx.setupToken}`, { email: "primeiro.admin@example.com", password: "Segura!2024x", name: "Primeiro Admin" }, {
          email: text({ min: 1, max: 255, plain: "line", also: EMAIL_ALSO }),
          password: accountPassword,
          name: text({ min: 2, max: 100, plain: "line" }),
        }, { required: ["email", "password", "name"] }),
        hostilePath("POST", "/api/setup/:token", "token", {}, { body: json({ email: "primeiro.admin@example.com", password: "Segura!2024x", name: "Primeiro Admin" }) }),
        wrongMediaType("POST", `/api/setup/${fx.setupToken}`),
      ),
  },

  /* --- The public site --- */
  ...["/api/content", "/api/tours", "/api/vehicles", "/api/extras"].map(
    (path): HostileCase => ({
      route: `GET ${path}`,
      as: "anonymous",
      lenient: "?lang= is a preference: an unknown language gets the English catalogue",
      probes: () => hostileQuery(path, { lang: fc.oneof(hostileSegment, fc.constantFrom("EN", "pt-BR", "de", "zh-Hant", "", "en,pt")) }, [200]),
    }),
  ),
  { route: "GET /api/tours/:slug", as: "anonymous", probes: () => hostilePath("GET", "/api/tours/:slug", "slug", {}) },
  {
    route: "POST /api/contact-messages",
    as: "anonymous",
    probes: () =>
      fc.oneof(
        hostileBodies("POST", "/api/contact-messages", { name: "Maria Silva", email: "maria@example.com", phone: "+351 912 345 678", subject: "Transfer Faro", message: "Olá, qual o preço de um transfer?" }, {
          name: text({ min: 2, max: 100, plain: "line" }),
          email: text({ max: 255, plain: "line", also: EMAIL_ALSO }),
          phone: text({ max: 20, plain: "line", nullable: true }),
          subject: text({ min: 3, max: 200, plain: "line" }),
          message: text({ min: 10, max: 2000, plain: "multi" }),
        }, { required: ["name", "email", "subject", "message"] }),
        wrongMediaType("POST", "/api/contact-messages"),
      ),
  },
  {
    route: "GET /photos/:fileName",
    as: "anonymous",
    shape: "text",
    probes: () =>
      fc.oneof(
        hostilePath("GET", "/photos/:fileName", "fileName", {}),
        fc.tuple(segment, fc.constantFrom("0", "-1", "abc", "1e400", "99999999", "")).map(([name, w]) => ({ path: `/photos/${name}?w=${w}`, expect: [404], kind: `${name}?w=${w}` })),
      ),
  },
  {
    route: "GET /api/places/search",
    as: "anonymous",
    probes: () =>
      hostileQuery("/api/places/search", {
        q: fc.oneof(longQuery(200), fc.integer({ min: 0, max: 31 }).map((c) => `Fa${String.fromCharCode(c)}ro`), fc.constantFrom("\u007f", "a\u0085b")),
      }),
  },
  {
    route: "GET /api/places/geocode",
    as: "anonymous",
    probes: () =>
      fc.oneof(
        hostileQuery("/api/places/geocode", {
          address: fc.oneof(longQuery(200), fc.integer({ min: 0, max: 31 }).map((c) => `Fa${String.fromCharCode(c)}ro`), fc.constantFrom("", "   ", "\u007f")),
        }),
        fc.constant({ path: "/api/places/geocode", expect: [400], kind: "no address" }),
        // An address no gazetteer entry has: 404 with the spec's message.
        fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== "").map((s) => ({ path: `/api/places/geocode?address=${encodeSegment(`zz${s}zz`)}`, expect: [404], kind: `address ${s}` })),
      ),
  },
  { route: "GET /api/places/:id", as: "anonymous", probes: () => hostilePath("GET", "/api/places/:id", "id", {}) },
  ...["/api/quotes", "/api/quotes/classes"].map(
    (path): HostileCase => ({
      route: `POST ${path}`,
      as: "anonymous",
      probes: () => fc.oneof(hostileBodies("POST", path, quoteBody, quoteFields, { required: ["bookingType"] }), wrongMediaType("POST", path)),
    }),
  ),
  {
    route: "POST /api/quote-requests",
    as: "anonymous",
    probes: () =>
      fc.oneof(
        hostileBodies(
          "POST",
          "/api/quote-requests",
          quoteRequestBody(),
          {
            bookingType: oneOf(["transfer", "tour"]),
            origin: text({ min: 3, max: 500, plain: "line" }),
            destination: text({ min: 3, max: 500, plain: "line" }),
            tourId: fc.oneof(fc.constantFrom(...NOT_STRING), longer(100), withControl(false)),
            bookingDate: date({ booking: true }),
            bookingTime: time(),
            passengers: number({ min: 1, max: 50, int: true, digitStrings: true }),
            luggage: number({ min: 0, max: 50, int: true, nullable: true }),
            vehicleClass: oneOf(["Economy", "Van", "Premium", "Premium Van", "Executive"], { nullable: true }).filter((f) => f !== '""'),
            extraIds: fc.oneof(array(uuid(), { max: 50 }), fc.uuid().map((id) => json([id, id]))),
            flightNumber: text({ max: 20, plain: "line", nullable: true }),
            returnTrip: boolean(),
            returnDate: fc.oneof(date({ nullable: true, calendar: true }), fc.constantFrom(...TOO_FAR_DATES)),
            returnTime: time({ nullable: true }),
            returnFlightNumber: text({ max: 20, plain: "line", nullable: true }),
            ...customerFields,
            specialRequests: text({ max: 1000, plain: "multi", nullable: true }),
          },
          {
            generic: (lang) => quoteRequestMessage(GENERIC, lang),
            lang: true,
            required: ["bookingType", "origin", "destination", "bookingDate", "bookingTime", "customerName", "customerPhone", "customerEmail"],
          },
        ),
        // The id and the vehicle are a booking's, never a quote request's.
        fc.constantFrom("id", "vehicleId").map((key) => ({
          method: "POST",
          path: "/api/quote-requests",
          body: json({ ...quoteRequestBody(), [key]: "5f3a0c7e-1b2d-4c5e-8f90-123456789abc" }),
          expect: [400],
          message: quoteRequestMessage(GENERIC, "en"),
          kind: `a booking's ${key}`,
        })),
        wrongMediaType("POST", "/api/quote-requests"),
      ),
  },
  {
    route: "GET /api/quote/:token",
    as: "anonymous",
    probes: (fx) => fc.oneof(hostilePath("GET", "/api/quote/:token", "token", {}), hostileQuery(`/api/quote/${fx.quote.token}`, { lang: hostileSegment }, [200])),
  },
  {
    route: "POST /api/quote/:token/accept",
    as: "anonymous",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", `/api/quote/${fx.quote.token}/accept`, { vehicleClass: "Van" }, { vehicleClass: oneOf(["Economy", "Van", "Premium", "Premium Van", "Executive"]) }, {
          generic: (lang) => QUOTE_REQUEST_MESSAGES[lang].classNotQuoted,
          lang: true,
          required: ["vehicleClass"],
        }),
        hostilePath("POST", "/api/quote/:token/accept", "token", {}, { body: json({ vehicleClass: "Van" }) }),
        wrongMediaType("POST", `/api/quote/${fx.quote.token}/accept`),
      ),
  },
  {
    route: "POST /api/bookings",
    as: "anonymous",
    probes: (fx) =>
      fc.oneof(
        hostileBodies(
          "POST",
          "/api/bookings",
          bookingsBody(fx),
          {
            id: uuid(),
            bookingType: oneOf(["transfer", "tour"]),
            origin: text({ min: 3, max: 500, plain: "line" }),
            destination: text({ min: 3, max: 500, plain: "line" }),
            tourId: fc.oneof(fc.constantFrom(...NOT_STRING), longer(100), withControl(false)),
            bookingDate: date({ booking: true }),
            bookingTime: time(),
            passengers: number({ min: 1, max: 50, int: true, digitStrings: true }),
            vehicleId: uuid({ nullable: true }).filter((f) => f !== '""' && f !== '"   "' && f !== '"\\t\\n "'),
            vehicleClass: text({ min: 1, max: 100, plain: "line" }),
            extraIds: fc.oneof(array(uuid(), { max: 50 }), fc.uuid().map((id) => json([id, id]))),
            flightNumber: text({ max: 20, plain: "line", nullable: true }),
            ...customerFields,
            specialRequests: text({ max: 1000, plain: "multi", nullable: true }),
            returnTrip: boolean(),
            // A return date is only checked to be a calendar day at most two years ahead.
            returnDate: fc.oneof(date({ nullable: true, calendar: true }), fc.constantFrom(...TOO_FAR_DATES)),
            returnTime: time({ nullable: true }),
            returnFlightNumber: text({ max: 20, plain: "line", nullable: true }),
          },
          { required: ["id", "bookingType", "origin", "destination", "bookingDate", "bookingTime", "vehicleClass", "customerName", "customerPhone", "customerEmail"] },
        ),
        wrongMediaType("POST", "/api/bookings"),
      ),
  },
  {
    route: "GET /api/payments/test-checkout/:sessionId",
    as: "anonymous",
    shape: "html",
    probes: () =>
      fc.oneof(
        hostilePath("GET", "/api/payments/test-checkout/:sessionId", "sessionId", {}),
        // ?lang= picks the page's language: anything but a known one is ignored (the not-found page still answers).
        hostileQuery("/api/payments/test-checkout/test_cs_unknown", { lang: fc.oneof(hostileSegment, fc.constantFrom("EN", "pt-BR", "de", "", "fr,pt")) }, [404]),
      ),
  },
  ...["pay", "cancel"].map(
    (action): HostileCase => ({
      route: `POST /api/payments/test-checkout/:sessionId/${action}`,
      as: "anonymous",
      shape: "html",
      probes: () =>
        fc.oneof(
          hostilePath("POST", `/api/payments/test-checkout/:sessionId/${action}`, "sessionId", {}, { body: "", contentType: "application/x-www-form-urlencoded" }),
          wrongMediaType("POST", `/api/payments/test-checkout/cs_test_unknown/${action}`, "application/x-www-form-urlencoded"),
          oversize("POST", `/api/payments/test-checkout/cs_test_unknown/${action}`, "application/x-www-form-urlencoded"),
        ),
    }),
  ),

  /* --- Manage my booking: the token is the key; bodies as the holder of booking C's link --- */
  {
    route: "GET /api/manage/:token",
    as: "token",
    probes: (fx) =>
      fc.oneof(
        hostilePath("GET", "/api/manage/:token", "token", {}),
        // ?lang= is a preference: with the real token, an unknown language gets English (200).
        hostileQuery(`/api/manage/${fx.booking.token}`, { lang: hostileSegment }, [200]),
      ),
    lenient: "?lang= of the booking page falls back to the booking's language",
  },
  {
    route: "GET /api/manage/:token/calendar.ics",
    as: "token",
    probes: (fx) => fc.oneof(hostilePath("GET", "/api/manage/:token/calendar.ics", "token", {}), hostileQuery(`/api/manage/${fx.booking.token}/calendar.ics`, { lang: hostileSegment }, [200])),
    lenient: "?lang= of the calendar falls back to the booking's language",
  },
  {
    route: "GET /api/manage/:token/service",
    as: "token",
    probes: (fx) => fc.oneof(hostilePath("GET", "/api/manage/:token/service", "token", {}), hostileQuery(`/api/manage/${fx.booking.token}/service`, { lang: hostileSegment }, [200])),
    lenient: "?lang= of the day of service falls back to the booking's language",
  },
  {
    route: "POST /api/manage/:token/checkout",
    as: "token",
    // Takes no body (the token is its only input): hostile tokens, media types and sizes.
    probes: (fx) => fc.oneof(hostilePath("POST", "/api/manage/:token/checkout", "token", {}), wrongMediaType("POST", `/api/manage/${fx.booking.token}/checkout`), oversize("POST", `/api/manage/${fx.booking.token}/checkout`)),
  },
  {
    route: "POST /api/manage/:token/cancel",
    as: "token",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", `/api/manage/${fx.booking.token}/cancel`, { expectedRefundCents: 0 }, { expectedRefundCents: number({ min: 0, max: Number.MAX_SAFE_INTEGER, int: true }) }, {
          generic: manageInvalid,
          lang: true,
          required: ["expectedRefundCents"],
        }),
        hostilePath("POST", "/api/manage/:token/cancel", "token", {}, { body: json({ expectedRefundCents: 0 }) }),
        wrongMediaType("POST", `/api/manage/${fx.booking.token}/cancel`),
      ),
  },
  {
    route: "POST /api/manage/:token/change-request",
    as: "token",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", `/api/manage/${fx.booking.token}/change-request`, { message: "Could the pickup be at 15:00 instead, please?" }, { message: text({ min: 10, max: 2000, plain: "multi" }) }, {
          generic: manageInvalid,
          lang: true,
          required: ["message"],
        }),
        hostilePath("POST", "/api/manage/:token/change-request", "token", {}, { body: json({ message: "Could the pickup be at 15:00 instead, please?" }) }),
        wrongMediaType("POST", `/api/manage/${fx.booking.token}/change-request`),
      ),
  },

  {
    route: "POST /api/manage/:token/invoice-details",
    as: "token",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", `/api/manage/${fx.booking.token}/invoice-details`, { invoiceTaxId: "501442600" }, INVOICE_DETAIL_FIELDS, {
          generic: manageInvalid,
          lang: true,
        }),
        hostilePath("POST", "/api/manage/:token/invoice-details", "token", {}, { body: json({ invoiceTaxId: "501442600" }) }),
        wrongMediaType("POST", `/api/manage/${fx.booking.token}/invoice-details`),
      ),
  },

  /* --- The customer area: the booking's id and the verified e-mail are the key (decision 0046) --- */
  {
    route: "GET /api/account/bookings",
    as: "customer",
    probes: () => hostileQuery("/api/account/bookings", { lang: hostileSegment }, [200]),
    lenient: "?lang= of the list falls back to each booking's language",
  },
  {
    route: "GET /api/account/bookings/:id",
    as: "customer",
    probes: (fx) =>
      fc.oneof(
        hostilePath("GET", "/api/account/bookings/:id", "id", {}),
        hostileQuery(`/api/account/bookings/${fx.customerBookingId}`, { lang: hostileSegment }, [200]),
      ),
    lenient: "?lang= of the booking falls back to the booking's language",
  },
  {
    route: "GET /api/account/bookings/:id/service",
    as: "customer",
    probes: (fx) =>
      fc.oneof(
        hostilePath("GET", "/api/account/bookings/:id/service", "id", {}),
        hostileQuery(`/api/account/bookings/${fx.customerBookingId}/service`, { lang: hostileSegment }, [200]),
      ),
    lenient: "?lang= of the day of service falls back to the booking's language",
  },
  {
    route: "GET /api/account/bookings/:id/calendar.ics",
    as: "customer",
    probes: (fx) =>
      fc.oneof(
        hostilePath("GET", "/api/account/bookings/:id/calendar.ics", "id", {}),
        hostileQuery(`/api/account/bookings/${fx.customerBookingId}/calendar.ics`, { lang: hostileSegment }, [200]),
      ),
    lenient: "?lang= of the calendar falls back to the booking's language",
  },
  {
    route: "POST /api/account/bookings/:id/checkout",
    as: "customer",
    probes: (fx) =>
      fc.oneof(
        hostilePath("POST", "/api/account/bookings/:id/checkout", "id", {}),
        wrongMediaType("POST", `/api/account/bookings/${fx.customerBookingId}/checkout`),
        oversize("POST", `/api/account/bookings/${fx.customerBookingId}/checkout`),
      ),
  },
  {
    route: "POST /api/account/bookings/:id/cancel",
    as: "customer",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", `/api/account/bookings/${fx.customerBookingId}/cancel`, { expectedRefundCents: 0 }, { expectedRefundCents: number({ min: 0, max: Number.MAX_SAFE_INTEGER, int: true }) }, {
          generic: manageInvalid,
          lang: true,
          required: ["expectedRefundCents"],
        }),
        hostilePath("POST", "/api/account/bookings/:id/cancel", "id", {}, { body: json({ expectedRefundCents: 0 }) }),
        wrongMediaType("POST", `/api/account/bookings/${fx.customerBookingId}/cancel`),
      ),
  },
  {
    route: "POST /api/account/bookings/:id/change-request",
    as: "customer",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", `/api/account/bookings/${fx.customerBookingId}/change-request`, { message: "Could the pickup be at 15:00 instead, please?" }, { message: text({ min: 10, max: 2000, plain: "multi" }) }, {
          generic: manageInvalid,
          lang: true,
          required: ["message"],
        }),
        hostilePath("POST", "/api/account/bookings/:id/change-request", "id", {}, { body: json({ message: "Could the pickup be at 15:00 instead, please?" }) }),
        wrongMediaType("POST", `/api/account/bookings/${fx.customerBookingId}/change-request`),
      ),
  },
  {
    route: "POST /api/account/bookings/:id/invoice-details",
    as: "customer",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", `/api/account/bookings/${fx.customerBookingId}/invoice-details`, { invoiceTaxId: "501442600" }, INVOICE_DETAIL_FIELDS, {
          generic: manageInvalid,
          lang: true,
        }),
        hostilePath("POST", "/api/account/bookings/:id/invoice-details", "id", {}, { body: json({ invoiceTaxId: "501442600" }) }),
        wrongMediaType("POST", `/api/account/bookings/${fx.customerBookingId}/invoice-details`),
      ),
  },
  {
    route: "POST /api/account/verification-email",
    as: "customer",
    // Takes no body (the session is its only input): media types and sizes; verified, 409.
    probes: () =>
      fc.oneof(
        wrongMediaType("POST", "/api/account/verification-email"),
        oversize("POST", "/api/account/verification-email"),
        fc.constant({ method: "POST", path: "/api/account/verification-email", body: "{}", expect: [409], kind: "already verified" }),
      ),
  },

  /* --- The driver portal, as driver A (whose booking and notification the fixtures are) --- */
  { route: "GET /api/driver/bookings", as: "driverA", probes: () => hostileQuery("/api/driver/bookings", { filter: notIn(["upcoming", "completed", "all"]) }) },
  {
    route: "PATCH /api/driver/bookings/:id/status",
    as: "driverA",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("PATCH", `/api/driver/bookings/${fx.driverBookingId}/status`, { status: "in_progress" }, { status: oneOf(["pending", "confirmed", "in_progress", "completed"]) }, {
          generic: "Status inválido",
          required: ["status"],
        }),
        hostilePath("PATCH", "/api/driver/bookings/:id/status", "id", {}, { body: json({ status: "in_progress" }) }),
        wrongMediaType("PATCH", `/api/driver/bookings/${fx.driverBookingId}/status`),
      ),
  },
  // The day of service's steps, position and calls: hostile ids and media types (their bodies'
  // rules, the order of steps and their times, are day-of-service.test.ts's).
  ...(
    [
      ["steps", { step: "on_the_way" }],
      ["position", { lat: 37.0194, lng: -7.9322 }],
      ["calls", {}],
    ] as const
  ).map(([action, validBody]) => ({
    route: `POST /api/driver/bookings/:id/${action}`,
    as: "driverA" as const,
    probes: (fx: Fixtures) =>
      fc.oneof(
        hostilePath("POST", `/api/driver/bookings/:id/${action}`, "id", {}, { body: json(validBody) }),
        wrongMediaType("POST", `/api/driver/bookings/${fx.driverBookingId}/${action}`),
      ),
  })),
  {
    route: "POST /api/driver/notifications/read-all",
    as: "driverA",
    // Takes no body: only the media type and the size are checked.
    probes: () => fc.oneof(wrongMediaType("POST", "/api/driver/notifications/read-all"), oversize("POST", "/api/driver/notifications/read-all")),
  },
  {
    route: "POST /api/driver/notifications/:id/read",
    as: "driverA",
    probes: (fx) => fc.oneof(hostilePath("POST", "/api/driver/notifications/:id/read", "id", {}), wrongMediaType("POST", `/api/driver/notifications/${fx.notificationId}/read`), oversize("POST", `/api/driver/notifications/${fx.notificationId}/read`)),
  },

  /* --- The admin panel, as the admin --- */
  {
    route: "GET /api/admin/bookings",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileQuery("/api/admin/bookings", {
          // A blank value means "no filter" on this list.
          page: fc.oneof(BAD_PAGES, fc.constantFrom("1000001", "9999999")).filter((v) => v.trim() !== ""),
          pageSize: pageSizeOver(100).filter((v) => v.trim() !== ""),
          status: notIn(["pending", "confirmed", "assigned", "completed", "cancelled"]).filter((v) => v.trim() !== ""),
          type: notIn(["transfer", "tour"]).filter((v) => v.trim() !== ""),
          from: badDateQuery,
          to: badDateQuery,
          driverId: fc.oneof(longQuery(255), fc.constantFrom("\u0000", "a\u0000b")),
          q: fc.oneof(longQuery(100), fc.constantFrom("\u0000", "%\u0000%")),
        }),
        fc.constant({ path: "/api/admin/bookings?from=2026-05-02&to=2026-05-01", expect: [400], kind: "from after to" }),
      ),
  },
  { route: "GET /api/admin/bookings/:id", as: "admin", probes: () => hostilePath("GET", "/api/admin/bookings/:id", "id", {}) },
  {
    route: "POST /api/admin/invoice-documents/:id/retry",
    as: "admin",
    probes: () => fc.oneof(hostilePath("POST", "/api/admin/invoice-documents/:id/retry", "id", {}), wrongMediaType("POST", `/api/admin/invoice-documents/${UNKNOWN_DOCUMENT}/retry`)),
  },
  { route: "GET /api/admin/bookings/:id/receipt", as: "admin", probes: () => hostilePath("GET", "/api/admin/bookings/:id/receipt", "id", {}) },
  {
    route: "PATCH /api/admin/bookings/:id/status",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("PATCH", `/api/admin/bookings/${fx.driverBookingId}/status`, { status: "confirmed" }, { status: oneOf(["pending", "confirmed", "assigned", "completed", "cancelled"]) }, { required: ["status"] }),
        hostilePath("PATCH", "/api/admin/bookings/:id/status", "id", {}, { body: json({ status: "confirmed" }) }),
        wrongMediaType("PATCH", `/api/admin/bookings/${fx.driverBookingId}/status`),
      ),
  },
  {
    route: "POST /api/admin/bookings/:id/assign",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        // Any text that is not a driver's id is refused too ("Erro ao atribuir motorista").
        hostileBodies("POST", `/api/admin/bookings/${fx.driverBookingId}/assign`, { driverId: "placeholder" }, { driverId: fc.oneof(text({ min: 1, max: 255 }), hostileSegment.map(json)) }, { required: ["driverId"] }),
        hostilePath("POST", "/api/admin/bookings/:id/assign", "id", {}, { body: json({ driverId: fx.userId }) }),
        wrongMediaType("POST", `/api/admin/bookings/${fx.driverBookingId}/assign`),
      ),
  },
  {
    route: "POST /api/admin/bookings/:id/payment-link",
    as: "admin",
    probes: (fx) => fc.oneof(hostilePath("POST", "/api/admin/bookings/:id/payment-link", "id", {}), wrongMediaType("POST", `/api/admin/bookings/${fx.driverBookingId}/payment-link`), oversize("POST", `/api/admin/bookings/${fx.driverBookingId}/payment-link`)),
  },
  {
    route: "POST /api/admin/change-requests/:id/apply",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileBodies("POST", `/api/admin/change-requests/${UNKNOWN_REQUEST}/apply`, { tripId: UNKNOWN_REQUEST, bookingDate: addDays(lisbonToday(), 10), bookingTime: "10:00", passengers: 2 }, { passengers: number({ min: 1, max: 50, int: true, digitStrings: true }), bookingDate: date({ booking: true }), bookingTime: time(), adminMessage: text({ max: 1000, plain: "multi", nullable: true }) }, { required: ["tripId", "bookingDate", "bookingTime", "passengers"] }),
        hostilePath("POST", "/api/admin/change-requests/:id/apply", "id", {}, { body: json({ tripId: UNKNOWN_REQUEST, bookingDate: addDays(lisbonToday(), 10), bookingTime: "10:00", passengers: 2 }) }),
        wrongMediaType("POST", `/api/admin/change-requests/${UNKNOWN_REQUEST}/apply`),
      ),
  },
  {
    route: "POST /api/admin/change-requests/:id/decline",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileBodies("POST", `/api/admin/change-requests/${UNKNOWN_REQUEST}/decline`, { message: "Não temos viaturas livres nesse dia." }, { message: text({ min: 10, max: 1000, plain: "multi" }) }, { required: ["message"] }),
        hostilePath("POST", "/api/admin/change-requests/:id/decline", "id", {}, { body: json({ message: "Não temos viaturas livres nesse dia." }) }),
        wrongMediaType("POST", `/api/admin/change-requests/${UNKNOWN_REQUEST}/decline`),
      ),
  },
  { route: "DELETE /api/admin/bookings/:id", as: "admin", probes: (fx) => fc.oneof(hostilePath("DELETE", "/api/admin/bookings/:id", "id", {}), wrongMediaType("DELETE", `/api/admin/bookings/${fx.driverBookingId}`), oversize("DELETE", `/api/admin/bookings/${fx.driverBookingId}`)) },
  {
    route: "POST /api/users",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileBodies("POST", "/api/users", { email: "novo.utilizador@example.com", password: "Segura!2024x", name: "Novo Utilizador", phone: "+351 912 000 000", role: "driver" }, {
          email: text({ min: 1, max: 255, plain: "line", also: EMAIL_ALSO }),
          password: accountPassword,
          name: text({ min: 2, max: 100, plain: "line" }),
          phone: text({ max: 20, plain: "line", nullable: true }),
          role: oneOf(["admin", "driver"]),
        }, { required: ["email", "password", "name"] }),
        wrongMediaType("POST", "/api/users"),
      ),
  },
  {
    route: "PATCH /api/users/:id",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("PATCH", `/api/users/${fx.userId}`, { name: "Nome Novo", phone: "+351 900 000 000" }, {
          name: text({ min: 2, max: 100, plain: "line" }),
          phone: text({ max: 20, plain: "line", nullable: true }),
          vehicleId: uuid({ nullable: true }),
        }),
        hostilePath("PATCH", "/api/users/:id", "id", {}, { body: json({ name: "Nome Novo" }) }),
        wrongMediaType("PATCH", `/api/users/${fx.userId}`),
      ),
  },
  ...(["PUT", "DELETE"] as const).map(
    (method): HostileCase => ({
      route: `${method} /api/users/:id/roles/:role`,
      as: "admin",
      probes: (fx) =>
        fc.oneof(
          hostilePath(method, "/api/users/:id/roles/:role", "role", { id: fx.userId }, { expect: [400, 404] }),
          hostilePath(method, "/api/users/:id/roles/:role", "id", { role: "driver" }),
          wrongMediaType(method, `/api/users/${fx.userId}/roles/driver`),
        ),
    }),
  ),
  {
    route: "PUT /api/users/:id/password",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("PUT", `/api/users/${fx.userId}/password`, { password: "OutraSenha!99" }, { password: accountPassword }, { required: ["password"] }),
        hostilePath("PUT", "/api/users/:id/password", "id", {}, { body: json({ password: "OutraSenha!99" }) }),
        wrongMediaType("PUT", `/api/users/${fx.userId}/password`),
      ),
  },
  { route: "DELETE /api/users/:id", as: "admin", probes: (fx) => fc.oneof(hostilePath("DELETE", "/api/users/:id", "id", {}), wrongMediaType("DELETE", `/api/users/${fx.userId}`)) },
  {
    route: "GET /api/admin/messages",
    as: "admin",
    probes: () => hostileQuery("/api/admin/messages", { status: notIn(["new", "read", "replied", "archived"]), page: BAD_PAGES, pageSize: pageSizeOver(100) }),
  },
  {
    route: "PATCH /api/admin/messages/:id",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("PATCH", `/api/admin/messages/${fx.messageId}`, { status: "read" }, { status: oneOf(["new", "read", "replied", "archived"]) }, { required: ["status"] }),
        hostilePath("PATCH", "/api/admin/messages/:id", "id", {}, { body: json({ status: "read" }) }),
        wrongMediaType("PATCH", `/api/admin/messages/${fx.messageId}`),
      ),
  },
  { route: "DELETE /api/admin/messages/:id", as: "admin", probes: (fx) => fc.oneof(hostilePath("DELETE", "/api/admin/messages/:id", "id", {}), wrongMediaType("DELETE", `/api/admin/messages/${fx.messageId}`)) },
  { route: "GET /api/admin/quote-requests", as: "admin", probes: () => hostileQuery("/api/admin/quote-requests", { status: notIn(["new", "quoted", "accepted", "expired", "declined"]) }) },
  {
    route: "POST /api/admin/quote-requests/:id/quote",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", `/api/admin/quote-requests/${fx.quote.id}/quote`, { prices: [{ vehicleClass: "Van", priceCents: 24000 }], validHours: 48 }, {
          prices: fc.oneof(
            fc.constantFrom(...NOT_STRING.filter((f) => f.startsWith("[") && f !== "[]").concat(["[]", '"Van"', "null", "{}"])),
            oneOf(["Economy", "Van", "Premium", "Premium Van", "Executive"]).map((c) => `[{"vehicleClass":${c},"priceCents":24000}]`),
            number({ min: 1, max: 10_000_000, int: true }).map((n) => `[{"vehicleClass":"Van","priceCents":${n}}]`),
            fc.constant('[{"vehicleClass":"Van","priceCents":100},{"vehicleClass":"Van","priceCents":200}]'),
            fc.constant('[{"vehicleClass":"Van","priceCents":100,"isAdmin":true}]'),
          ),
          validHours: number({ min: 1, max: 720, int: true }),
        }, { required: ["prices", "validHours"] }),
        hostilePath("POST", "/api/admin/quote-requests/:id/quote", "id", {}, { body: json({ prices: [{ vehicleClass: "Van", priceCents: 24000 }], validHours: 48 }) }),
        wrongMediaType("POST", `/api/admin/quote-requests/${fx.quote.id}/quote`),
      ),
  },
  {
    route: "POST /api/admin/quote-requests/:id/decline",
    as: "admin",
    probes: (fx) => fc.oneof(hostilePath("POST", "/api/admin/quote-requests/:id/decline", "id", {}), wrongMediaType("POST", `/api/admin/quote-requests/${fx.quote.id}/decline`)),
  },
  { route: "GET /api/admin/notifications", as: "admin", probes: () => hostileQuery("/api/admin/notifications", { page: BAD_PAGES, pageSize: pageSizeOver(100) }) },
  {
    route: "POST /api/admin/notifications",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileBodies("POST", "/api/admin/notifications", { userId: null, type: "info", title: "Título", message: "Mensagem para todos" }, {
          // Any text that is not a driver's id is refused too ("o destinatário tem de ser um motorista").
          userId: fc.oneof(text({ max: 200, nullable: true }), hostileSegment.filter((s) => s.trim() !== "").map(json)),
          type: oneOf(["info", "success", "warning", "error"]),
          title: text({ min: 1, max: 200, plain: "line" }),
          message: text({ min: 1, max: 2000, plain: "multi" }),
        }, { required: ["type", "title", "message"] }),
        wrongMediaType("POST", "/api/admin/notifications"),
      ),
  },
  { route: "DELETE /api/admin/notifications/:id", as: "admin", probes: (fx) => fc.oneof(hostilePath("DELETE", "/api/admin/notifications/:id", "id", {}), wrongMediaType("DELETE", `/api/admin/notifications/${fx.notificationId}`)) },
  { route: "GET /api/admin/photos", as: "admin", probes: () => hostileQuery("/api/admin/photos", { page: fc.oneof(BAD_PAGES, fc.constantFrom("1000001")) }) },
  { route: "DELETE /api/admin/photos/:id", as: "admin", probes: () => fc.oneof(hostilePath("DELETE", "/api/admin/photos/:id", "id", {}), wrongMediaType("DELETE", "/api/admin/photos/00000000-0000-4000-8000-000000000000")) },
  { route: "GET /api/admin/zones/:id", as: "admin", probes: () => hostilePath("GET", "/api/admin/zones/:id", "id", {}) },
  {
    route: "POST /api/admin/zones",
    as: "admin",
    probes: () => fc.oneof(hostileBodies("POST", "/api/admin/zones", zoneBody, zoneFields, { required: ["name", "origin", "destination"] }), wrongMediaType("POST", "/api/admin/zones")),
  },
  {
    route: "PUT /api/admin/zones/:id",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("PUT", `/api/admin/zones/${fx.zoneId}`, zoneBody, zoneFields, { required: ["name", "origin", "destination"] }),
        hostilePath("PUT", "/api/admin/zones/:id", "id", {}, { body: json(zoneBody) }),
        wrongMediaType("PUT", `/api/admin/zones/${fx.zoneId}`),
      ),
  },
  { route: "DELETE /api/admin/zones/:id", as: "admin", probes: (fx) => fc.oneof(hostilePath("DELETE", "/api/admin/zones/:id", "id", {}), wrongMediaType("DELETE", `/api/admin/zones/${fx.zoneId}`)) },
  {
    route: "PUT /api/admin/settings",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileBodies(
          "PUT",
          "/api/admin/settings",
          { address: "Faro" },
          {
            address: text({ min: 1, max: 500, plain: "line" }),
            travelBufferMinutes: number({ min: 0, max: 240, int: true }),
            // Percent with at most 2 decimals (decision 0030): more decimals are refused too.
            vatTransferPercent: fc.oneof(number({ min: 0, max: 100 }), fc.constantFrom("6.125", "0.001", "22.999", '"6%"', '"13,5"')),
            vatTourPercent: fc.oneof(number({ min: 0, max: 100 }), fc.constantFrom("23.005", "99.999", '"23"')),
          },
          { required: ["address"] },
        ),
        // An address the geocoder does not know: 400 with the spec's message, nothing saved.
        fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== "").map((s) => ({ method: "PUT", path: "/api/admin/settings", body: json({ address: `zz${s}zz` }), expect: [400], kind: `address ${s}` })),
        wrongMediaType("PUT", "/api/admin/settings"),
      ),
  },
  {
    route: "POST /api/admin/tours",
    as: "admin",
    probes: () => fc.oneof(hostileBodies("POST", "/api/admin/tours", tourBody, tourFields, { required: ["name", "durationHours", "priceCents", "capacity"] }), wrongMediaType("POST", "/api/admin/tours")),
  },
  {
    route: "POST /api/admin/tours/fix-slugs",
    as: "admin",
    // Takes no body: only the media type and the size are checked.
    probes: () => fc.oneof(wrongMediaType("POST", "/api/admin/tours/fix-slugs"), oversize("POST", "/api/admin/tours/fix-slugs")),
  },
  {
    route: "PUT /api/admin/tours/:id",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("PUT", `/api/admin/tours/${fx.tourId}`, tourBody, tourFields, { required: ["name", "durationHours", "priceCents", "capacity"] }),
        hostilePath("PUT", "/api/admin/tours/:id", "id", {}, { body: json(tourBody) }),
        wrongMediaType("PUT", `/api/admin/tours/${fx.tourId}`),
      ),
  },
  { route: "DELETE /api/admin/tours/:id", as: "admin", probes: (fx) => fc.oneof(hostilePath("DELETE", "/api/admin/tours/:id", "id", {}), wrongMediaType("DELETE", `/api/admin/tours/${fx.tourId}`)) },
  { route: "GET /api/admin/tours/:id/prices", as: "admin", probes: () => hostilePath("GET", "/api/admin/tours/:id/prices", "id", {}) },
  {
    route: "POST /api/admin/tour-prices",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("POST", "/api/admin/tour-prices", { tourId: fx.tourId, vehicleClass: "Economy", minPassengers: 1, maxPassengers: 4, priceCents: 1000 }, {
          tourId: fc.oneof(uuid(), fc.uuid().map(json)),
          // Any class no vehicle has is refused too.
          vehicleClass: fc.oneof(
            text({ min: 1, max: 50, plain: "line" }),
            fc.string({ minLength: 1, maxLength: 30 }).filter((v) => !VEHICLE_CLASSES.some((k) => k.toLowerCase() === v.trim().toLowerCase())).map(json),
          ),
          minPassengers: fc.oneof(number({ min: 1, max: 50, int: true }), fc.constant("5")),
          maxPassengers: number({ min: 1, max: 50, int: true }),
          priceCents: number({ min: 0, max: 100_000_000, int: true }),
        }, { required: ["tourId", "vehicleClass", "minPassengers", "maxPassengers"], fieldExpect: [400, 404] }),
        wrongMediaType("POST", "/api/admin/tour-prices"),
      ),
  },
  { route: "DELETE /api/admin/tour-prices/:id", as: "admin", probes: (fx) => fc.oneof(hostilePath("DELETE", "/api/admin/tour-prices/:id", "id", {}), wrongMediaType("DELETE", `/api/admin/tour-prices/${fx.tourPriceId}`)) },
  {
    route: "POST /api/admin/vehicles",
    as: "admin",
    probes: () => fc.oneof(hostileBodies("POST", "/api/admin/vehicles", vehicleBody, vehicleFields, { required: ["name", "class", "capacity"] }), wrongMediaType("POST", "/api/admin/vehicles")),
  },
  {
    route: "PUT /api/admin/vehicles/:id",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("PUT", `/api/admin/vehicles/${fx.vehicleId}`, vehicleBody, vehicleFields, { required: ["name", "class", "capacity"] }),
        hostilePath("PUT", "/api/admin/vehicles/:id", "id", {}, { body: json(vehicleBody) }),
        wrongMediaType("PUT", `/api/admin/vehicles/${fx.vehicleId}`),
      ),
  },
  { route: "DELETE /api/admin/vehicles/:id", as: "admin", probes: (fx) => fc.oneof(hostilePath("DELETE", "/api/admin/vehicles/:id", "id", {}), wrongMediaType("DELETE", `/api/admin/vehicles/${fx.vehicleId}`)) },
  {
    route: "POST /api/admin/extras",
    as: "admin",
    probes: () => fc.oneof(hostileBodies("POST", "/api/admin/extras", extraBody, extraFields, { required: ["name", "priceCents"] }), wrongMediaType("POST", "/api/admin/extras")),
  },
  {
    route: "PUT /api/admin/extras/:id",
    as: "admin",
    probes: (fx) =>
      fc.oneof(
        hostileBodies("PUT", `/api/admin/extras/${fx.extraId}`, extraBody, extraFields, { required: ["name", "priceCents"] }),
        hostilePath("PUT", "/api/admin/extras/:id", "id", {}, { body: json(extraBody) }),
        wrongMediaType("PUT", `/api/admin/extras/${fx.extraId}`),
      ),
  },
  { route: "DELETE /api/admin/extras/:id", as: "admin", probes: (fx) => fc.oneof(hostilePath("DELETE", "/api/admin/extras/:id", "id", {}), wrongMediaType("DELETE", `/api/admin/extras/${fx.extraId}`)) },
  {
    route: "PUT /api/admin/content/:section/:key",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileBodies("PUT", "/api/admin/content/company/name", { value: "Empresa" }, {
          value: fc.oneof(fc.constantFrom(...NOT_STRING), fc.constant("null"), longer(5000), withControl(true)),
          translations: translations({ value: "text" }),
        }, { required: ["value"] }),
        // company.email must be an e-mail address.
        fc.constantFrom("not-an-email", "a@", "x".repeat(300)).map((value) => ({ method: "PUT", path: "/api/admin/content/company/email", body: json({ value }), expect: [400], kind: `company.email ${value.slice(0, 20)}` })),
        hostilePath("PUT", "/api/admin/content/:section/:key", "section", { key: "name" }, { body: json({ value: "Empresa" }) }),
        hostilePath("PUT", "/api/admin/content/:section/:key", "key", { section: "company" }, { body: json({ value: "Empresa" }) }),
        wrongMediaType("PUT", "/api/admin/content/company/name"),
      ),
  },

  /* --- The dispatch board and drivers' time off --- */
  {
    route: "GET /api/admin/dispatch",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileQuery("/api/admin/dispatch", { from: badDateQuery, to: badDateQuery }),
        fc.constantFrom("", "?to=2026-05-01", "?from=2026-05-02&to=2026-05-01", "?from=2026-01-01&to=2026-03-01", "?from=&to=").map((query) => ({
          path: `/api/admin/dispatch${query}`,
          expect: [400],
          kind: `query ${query}`,
        })),
      ),
  },
  {
    route: "POST /api/admin/drivers/:id/time-off",
    as: "admin",
    probes: (fx) => {
      const day = addDays(lisbonToday(), 30);
      const base = { startDate: day, endDate: day, startTime: "09:00", endTime: "13:00", note: "Consulta médica" };
      return fc.oneof(
        hostileBodies("POST", `/api/admin/drivers/${fx.driverId}/time-off`, base, {
          startDate: date({ calendar: true }),
          endDate: fc.oneof(date({ calendar: true }), fc.constantFrom(json(addDays(day, -1)), json(addDays(day, 400)))),
          startTime: fc.oneof(time(), fc.constant('"13:00"')),
          endTime: fc.oneof(time(), fc.constant('"08:00"')),
          note: text({ max: 200, plain: "line" }),
        }, { required: ["startDate", "endDate", "startTime", "endTime"] }),
        hostilePath("POST", "/api/admin/drivers/:id/time-off", "id", {}, { body: json(base) }),
        wrongMediaType("POST", `/api/admin/drivers/${fx.driverId}/time-off`),
      );
    },
  },
  { route: "DELETE /api/admin/time-off/:id", as: "admin", probes: () => fc.oneof(hostilePath("DELETE", "/api/admin/time-off/:id", "id", {}), wrongMediaType("DELETE", "/api/admin/time-off/00000000-0000-4000-8000-000000000000")) },

  /* --- Reports and exports (decision 0027): a period of at most 366 days, strict parameters --- */
  {
    route: "GET /api/admin/reports",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileQuery("/api/admin/reports", { from: badDateQuery, to: badDateQuery, granularity: notIn(["day", "week", "month"]) }),
        fc.constantFrom("", "?from=2026-05-01", "?from=2026-05-02&to=2026-05-01", "?from=2026-01-01&to=2027-01-02", "?from=&to=", "?from=2026-05-01&to=2026-05-02&x=1").map((query) => ({
          path: `/api/admin/reports${query}`,
          expect: [400],
          kind: `query ${query}`,
        })),
      ),
  },
  {
    route: "GET /api/admin/reports/export",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileQuery("/api/admin/reports/export", {
          from: badDateQuery,
          to: badDateQuery,
          report: notIn(["summary", "series", "type", "zone", "tour", "vehicle-class", "driver", "pickups"]),
          format: notIn(["csv", "xlsx"]),
        }),
        fc.constantFrom("?from=2026-05-01&to=2026-05-02&report=zone", "?from=2026-05-01&to=2026-05-02&format=csv", "?from=2026-05-02&to=2026-05-01&report=zone&format=csv").map((query) => ({
          path: `/api/admin/reports/export${query}`,
          expect: [400],
          kind: `query ${query}`,
        })),
      ),
  },
  {
    route: "GET /api/admin/reports/bookings-export",
    as: "admin",
    probes: () =>
      fc.oneof(
        hostileQuery("/api/admin/reports/bookings-export", { format: notIn(["csv", "xlsx"]) }),
        // The admin list's filters, with a valid format.
        hostileQuery("/api/admin/reports/bookings-export", {
          page: fc.oneof(BAD_PAGES, fc.constantFrom("1000001")).filter((v) => v.trim() !== ""),
          status: notIn(["pending", "confirmed", "assigned", "completed", "cancelled"]).filter((v) => v.trim() !== ""),
          type: notIn(["transfer", "tour"]).filter((v) => v.trim() !== ""),
          from: badDateQuery,
          to: badDateQuery,
          driverId: longQuery(255),
          q: longQuery(100),
        }).map((probe) => ({ ...probe, path: `${probe.path}&format=csv` })),
        fc.constant({ path: "/api/admin/reports/bookings-export?format=csv&from=2026-05-02&to=2026-05-01", expect: [400], kind: "from after to" }),
      ),
  },

  /* --- Any other /api path: the same 404 JSON for every method --- */
  {
    route: "ALL /api/*",
    as: "anonymous",
    probes: () =>
      fc.tuple(fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"), fc.array(segment, { minLength: 1, maxLength: 3 })).map(([method, parts]) => ({
        method,
        path: `/api/no-such/${parts.join("/")}`,
        body: method === "GET" || method === "DELETE" ? undefined : "{}",
        expect: [404],
        kind: `${method} /api/no-such/${parts.join("/").slice(0, 60)}`,
      })),
  },
];

/**
 * Routes whose input this file leaves to another test, and why. Nothing else may be missing.
 */
const SKIPPED: Record<string, string> = {
  // Multipart uploads: polyglots, bombs, wrong names and types, sizes in their own property tests.
  "POST /api/admin/photos": "src/server/modules/photos/hostile-uploads.test.ts",
  // The raw body is verified against Stripe's signature before anything reads it: bad, missing,
  // stale and future signatures, tampered bodies and bodies over 512 KB are tested there.
  "POST /api/payments/stripe/webhook": "src/server/modules/payments/stripe-webhook.test.ts",
  // Its one input is the Authorization header (missing, malformed, wrong, right); without
  // METRICS_TOKEN, as here, it answers 404 to everything.
  "GET /metrics": "src/server/modules/metrics/metrics.test.ts",
};

/**
 * GET routes that read no query string and have no path parameter: nothing to be hostile with. A
 * property below still checks that a junk query string changes nothing of their answer's status.
 */
const NO_INPUT_GETS = [
  "GET /api/me",
  "GET /api/admin/invoice-documents",
  "GET /api/health",
  "GET /api/health/ready",
  "GET /robots.txt",
  "GET /sitemap.xml",
  "GET /api/payments/test-checkout.css",
  "GET /api/driver/notifications",
  "GET /api/driver/time-off",
  "GET /api/admin/drivers",
  "GET /api/admin/summary",
  "GET /api/users",
  "GET /api/admin/zones",
  "GET /api/admin/settings",
  "GET /api/admin/tours",
  "GET /api/admin/vehicle-classes",
  "GET /api/admin/vehicles",
  "GET /api/admin/extras",
  "GET /api/admin/content",
];

/* ------------------------------------------------------------------ */
/* Running the cases                                                   */
/* ------------------------------------------------------------------ */

interface Run {
  t: TestApp;
  users: Record<Exclude<As, "anonymous" | "token">, TestUser | undefined>;
  fx: Fixtures;
  addresses: number;
}

/** Each request from its own client address (TRUST_PROXY=1), so rate limits rarely answer in validation's place. */
async function send(run: Run, as: As, probe: Probe): Promise<Response> {
  run.addresses += 1;
  const n = run.addresses;
  const headers: Record<string, string> = { origin: TEST_ORIGIN, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, ...probe.headers };
  const user = as === "anonymous" || as === "token" ? undefined : run.users[as];
  if (user) headers.cookie = user.cookie;
  if (probe.body !== undefined && probe.contentType !== null) headers["content-type"] = probe.contentType ?? "application/json";
  return run.t.app.request(probe.path, { method: probe.method ?? "GET", headers, body: probe.body });
}

/** Checks one answer; returns why it is wrong, or null. */
async function judge(response: Response, probe: Probe, hostile: HostileCase): Promise<string | null> {
  const raw = await response.text();
  const where = `${probe.method ?? "GET"} ${probe.path.slice(0, 120)} [${probe.kind}] → ${response.status} ${raw.slice(0, 300)}`;
  if (response.status >= 500) return `server error: ${where}`;
  if (!probe.expect.includes(response.status)) return `expected ${probe.expect.join("/")}: ${where}`;
  if (response.status < 400) return null; // a lenient parameter's 2xx (checked by `expect`)
  const shape = hostile.shape ?? "json";
  if (shape === "html") return /^<!doctype html>/i.test(raw) || raw.startsWith("{") ? null : `not an HTML page: ${where}`;
  if (shape === "text") return raw.trim().length > 0 ? null : `no message: ${where}`;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    // better-auth answers an unknown /api/auth path with an empty 404.
    return shape === "auth" && response.status === 404 ? null : `not JSON: ${where}`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  const flat = body as { code?: unknown; message?: unknown };
  // better-auth's own routes answer { code, message } (see the report); ours { error: { code, message } }.
  const found = error ?? (shape === "auth" ? flat : undefined);
  if (!found || typeof found.code !== "string" || typeof found.message !== "string" || found.message.trim() === "") {
    return `not { error: { code, message } }: ${where}`;
  }
  if (/\bat .*\.(ts|js):\d+|stack/i.test(found.message)) return `a stack trace in the message: ${where}`;
  if (probe.message !== undefined && response.status === 400 && found.message !== probe.message) {
    return `expected the message "${probe.message}": ${where}`;
  }
  return null;
}

async function runCase(run: Run, hostile: HostileCase) {
  const before: DbSnapshot = await snapshotDatabase(run.t.db, SNAPSHOT_OPTIONS);
  const counts = { runs: 0, limited: 0, statuses: new Map<number, number>() };
  fieldsOfCase = 0;
  examplesOfCase = [];
  const adjust = hostile.adjust ?? ((probe: Probe) => probe);
  const probes = hostile.probes(run.fx).map(adjust);
  const examples = examplesOfCase.map((probe): [Probe] => [adjust(probe)]);
  const numRuns = NUM_RUNS + RUNS_PER_FIELD * fieldsOfCase;
  await fc.assert(
    fc.asyncProperty(probes, async (probe) => {
      const response = await send(run, hostile.as, probe);
      counts.runs += 1;
      counts.statuses.set(response.status, (counts.statuses.get(response.status) ?? 0) + 1);
      if (response.status === 429) {
        counts.limited += 1;
        return;
      }
      const problem = await judge(response, probe, hostile);
      if (problem) throw new Error(problem);
    }),
    { numRuns, examples },
  );
  const after = await snapshotDatabase(run.t.db, SNAPSHOT_OPTIONS);
  expect(diffSnapshots(before, after), `${hostile.route} changed the database`).toEqual([]);
  // A 429 is a fine 4xx, but the runs must reach the route's validation.
  expect(counts.limited, `${hostile.route}: ${JSON.stringify([...counts.statuses])}`).toBeLessThanOrEqual(Math.floor(counts.runs / 10));
}

const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const ACCESS_CALLER: Record<As, Caller> = { anonymous: "anonymous", noRole: "noRole", customer: "customer", admin: "admin", driverA: "driverA", token: "token" };

const main: Run = { t: undefined as never, users: { noRole: undefined, customer: undefined, admin: undefined, driverA: undefined }, fx: undefined as never, addresses: 0 };

beforeAll(async () => {
  const t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  main.t = t;
  await seedDemoCatalogue(t.db);
  main.users = {
    noRole: await t.createUser([], "Sem Papel"),
    customer: await t.createUser([], "Cliente Verificado"),
    admin: await t.createUser(["admin"], "Admin"),
    driverA: await t.createUser(["driver"], "Motorista A"),
  };
  const [economy] = await t.db.select().from(vehicles).where(eq(vehicles.class, "Economy")).limit(1);
  // The customer proved their e-mail (decision 0046); one booking is made with it.
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, main.users.customer!.userId));
  const book = async (name: string, customerEmail = "joana@example.com") => {
    const body = transferBookingBody(economy!, { customerName: name, customerEmail });
    const response = await send(main, "anonymous", { method: "POST", path: "/api/bookings", body: json(body), expect: [201], kind: "fixture" });
    expect(response.status, await response.clone().text()).toBe(201);
    return { id: body.id, token: ((await response.json()) as { manageToken: string }).manageToken };
  };
  const driverBooking = await book("Ana Pereira");
  const customerBooking = await book("Carla Sousa");
  const accountBooking = await book("Cliente Verificado", main.users.customer!.email);
  const assigned = await send(main, "admin", { method: "POST", path: `/api/admin/bookings/${driverBooking.id}/assign`, body: json({ driverId: main.users.driverA!.userId }), expect: [200], kind: "fixture" });
  expect(assigned.status, await assigned.clone().text()).toBe(200);
  const contact = await send(main, "anonymous", {
    method: "POST",
    path: "/api/contact-messages",
    body: json({ name: "Maria Silva", email: "maria@example.com", subject: "Uma pergunta", message: "Olá, têm cadeiras de bebé?" }),
    expect: [201],
    kind: "fixture",
  });
  expect(contact.status, await contact.clone().text()).toBe(201);
  const [message] = await t.db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
  const [notification] = await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.bookingId, driverBooking.id));
  const [zone] = await t.db.select({ id: zones.id }).from(zones).limit(1);
  const [tour] = await t.db.select({ id: tours.id }).from(tours).limit(1);
  const [tourPrice] = await t.db.select({ id: tourPrices.id }).from(tourPrices).limit(1);
  const [extra] = await t.db.select({ id: extras.id }).from(extras).limit(1);
  const quoteToken = newQuoteToken();
  const [quote] = await t.db
    .insert(quoteRequests)
    .values({
      bookingType: "transfer",
      origin: "Aeroporto de Faro (FAO)",
      destination: "Bragança",
      bookingDate: addDays(lisbonToday(), 10),
      bookingTime: "14:30",
      passengers: 2,
      flightNumber: "TP1901",
      customerName: "Claire Martin",
      customerPhone: "+33 6 12 34 56 78",
      customerEmail: "claire@example.fr",
      language: "fr",
      status: "quoted",
      prices: [{ vehicleClass: "Van", priceCents: 24_000 }],
      validUntil: new Date(Date.now() + 48 * 3_600_000),
      tokenHash: quoteToken.tokenHash,
    })
    .returning({ id: quoteRequests.id });
  main.fx = {
    booking: customerBooking,
    quote: { id: quote!.id, token: quoteToken.token },
    customerBookingId: accountBooking.id,
    driverBookingId: driverBooking.id,
    notificationId: notification!.id,
    messageId: message!.id,
    zoneId: zone!.id,
    tourId: tour!.id,
    tourPriceId: tourPrice!.id,
    vehicleId: economy!.id,
    extraId: extra!.id,
    economy: { id: economy!.id, class: economy!.class },
    userId: main.users.noRole!.userId,
    noRoleEmail: main.users.noRole!.email,
    driverId: main.users.driverA!.userId,
    setupToken: "",
  };
}, 120_000);
afterAll(() => main.t?.close());

describe("every route that takes input has a hostile-input case", () => {
  it("covers every registered route (state-changing, with a path parameter, or reading a query) or says why not", () => {
    const registered = listDeclaredRoutes(main.t.app).map(keyOf);
    const covered = new Set(CASES.map((c) => c.route));
    expect(CASES.length, "a route listed twice").toBe(covered.size);
    const missing = registered.filter((key) => !covered.has(key) && SKIPPED[key] === undefined && !NO_INPUT_GETS.includes(key));
    expect(missing, "routes without a hostile-input case: add one to CASES").toEqual([]);
    // No-input GETs really are GETs without path parameters; nothing stale is listed.
    for (const key of NO_INPUT_GETS) {
      expect(key.startsWith("GET ") && !key.includes(":"), key).toBe(true);
      expect(registered, key).toContain(key);
    }
    for (const key of [...covered, ...Object.keys(SKIPPED)]) expect(registered, `${key} is no registered route`).toContain(key);
  });

  it("calls each route as a caller the access table lets through", () => {
    for (const hostile of CASES) {
      const row = ACCESS_TABLE.find((r) => keyOf(r) === hostile.route);
      expect(row, hostile.route).toBeDefined();
      const cell = row!.expect[ACCESS_CALLER[hostile.as]] ?? [];
      expect(cell.length > 0 && !cell.some((s) => s === 401 || s === 403), `${hostile.route} as ${hostile.as}`).toBe(true);
    }
  });
});

describe("hostile input never gets a 5xx nor changes the database", () => {
  for (const hostile of CASES.filter((c) => (c.app ?? "main") === "main")) {
    it(`${hostile.route} (as ${hostile.as})`, () => runCase(main, hostile));
  }

  it("routes without input answer as usual whatever query string they get, and change nothing", async () => {
    const before = await snapshotDatabase(main.t.db, SNAPSHOT_OPTIONS);
    const callerOf = (key: string): As => (key.includes("/api/admin/") || key === "GET /api/users" ? "admin" : key.includes("/api/driver/") ? "driverA" : "anonymous");
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NO_INPUT_GETS), hostileSegment, hostileSegment, async (key, name, value) => {
        const path = `${key.slice(4)}?${encodeSegment(name)}=${encodeSegment(value)}`;
        const response = await send(main, callerOf(key), { path, expect: [200], kind: "junk query" });
        expect([200, 503], `${path}: ${(await response.text()).slice(0, 200)}`).toContain(response.status);
      }),
      { numRuns: NUM_RUNS * 2 },
    );
    expect(diffSnapshots(before, await snapshotDatabase(main.t.db, SNAPSHOT_OPTIONS))).toEqual([]);
  });
});

describe("the first admin's setup link, before any admin exists", () => {
  const setup: Run = { t: undefined as never, users: { noRole: undefined, customer: undefined, admin: undefined, driverA: undefined }, fx: undefined as never, addresses: 0 };

  beforeAll(async () => {
    setup.t = await createTestApp({ env: { TRUST_PROXY: "1" } });
    const token = await issueSetupToken(setup.t.db);
    expect(token).toBeTruthy();
    setup.fx = { ...main.fx, setupToken: token! };
  });
  afterAll(() => setup.t?.close());

  for (const hostile of CASES.filter((c) => c.app === "setup")) {
    it(`${hostile.route} (as ${hostile.as})`, () => runCase(setup, hostile));
  }
});
