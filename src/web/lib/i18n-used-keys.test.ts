import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES, CAPACITY_MESSAGE_KEY, MIN_NOTICE_MESSAGE_KEY } from "../../domain/booking-messages.ts";
import { CONTACT_MESSAGES } from "../../domain/contact-rules.ts";
import { VISITOR_ERROR_CODES } from "../../domain/error-codes.ts";

/*
 * Every key the web app asks i18next for exists in English (and so, by i18n-keys.test.ts, in
 * every language). The code is read with the TypeScript parser, not run: each `t(...)` call is
 * tied to the `useTranslation("ns")` (or `TFunction<"ns">` parameter) that declared its `t` in
 * an enclosing scope, so two components of one file with different namespaces are told apart.
 */

const WEB_DIR = fileURLToPath(new URL("..", import.meta.url));
const EN_DIR = fileURLToPath(new URL("../locales/en", import.meta.url));
/** i18n.ts: `defaultNS: "common"`; a key may also name its namespace ("common:nav.home"). */
const DEFAULT_NS = "common";
const PLURAL_SUFFIXES = ["_zero", "_one", "_two", "_few", "_many", "_other"];

/**
 * Keys built at run time with nothing literal to check them by (the whole key, or its first
 * part, is a variable): `file: source of the key`. Each is reviewed by hand; the test fails for
 * one not listed here, so a new dynamic key is looked at once.
 */
const UNCHECKED_DYNAMIC_KEYS: Record<string, string> = {
  // outcome is "success" | "cancelled" (the route's prop); payment.json has both sections.
  "pages/payment/payment-result.tsx: `${outcome}.metaTitle`": "payment",
  "pages/payment/payment-result.tsx: `${outcome}.title`": "payment",
  "pages/payment/payment-result.tsx: `${outcome}.body`": "payment",
  "pages/payment/payment-result.tsx: `${outcome}.reference`": "payment",
  // id runs over the page's SECTIONS (a literal list); terms.json has a title for each.
  "pages/terms/terms-page.tsx: `${id}.title`": "terms",
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function flattenKeys(value: Json, prefix = "", out = new Set<string>()): Set<string> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flattenKeys(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.add(prefix);
  }
  return out;
}

const english: Record<string, Set<string>> = Object.fromEntries(
  readdirSync(EN_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => [f.replace(/\.json$/, ""), flattenKeys(JSON.parse(readFileSync(join(EN_DIR, f), "utf8")) as Json)]),
);

/** One key the code asks for: literal, a template (checked as a pattern) or an expression. */
interface KeyUse {
  where: string;
  ns: string;
  kind: "literal" | "template" | "dynamic";
  /** the literal key, or the template's source */
  key: string;
  /** for a template: matches the keys it can produce */
  pattern?: RegExp;
  /** a template with no literal text before its first `${}` */
  noPrefix?: boolean;
  hasCount: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" || entry.name === "locales" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function stringValue(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** The namespace a `useTranslation(...)` call or a `TFunction<...>` type names. */
function namespaceOf(arg: ts.Node | undefined): string | undefined {
  if (!arg) return DEFAULT_NS;
  if (ts.isArrayLiteralExpression(arg)) return stringValue(arg.elements[0]);
  if (ts.isLiteralTypeNode(arg)) return stringValue(arg.literal);
  if (ts.isTupleTypeNode(arg)) return namespaceOf(arg.elements[0]);
  return stringValue(arg);
}

/**
 * What the name `name` is where `from` uses it: a translate function of a namespace (`ns`), a
 * translate function of an unknown namespace (`ns: undefined`), or not one (`null`).
 */
function bindingOf(name: string, from: ts.Node): { ns: string | undefined } | null {
  for (let node: ts.Node | undefined = from.parent; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      for (const param of node.parameters) {
        if (!ts.isIdentifier(param.name) || param.name.text !== name) continue;
        const type = param.type;
        if (type && ts.isTypeReferenceNode(type) && type.typeName.getText() === "TFunction")
          return { ns: namespaceOf(type.typeArguments?.[0]) };
        return null;
      }
    }
    const statements = ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node) ? node.statements : [];
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const decl of statement.declarationList.declarations) {
        const init = decl.initializer;
        const fromHook =
          init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === "useTranslation";
        if (ts.isIdentifier(decl.name) && decl.name.text === name) return null;
        if (!ts.isObjectBindingPattern(decl.name)) continue;
        for (const element of decl.name.elements) {
          if (!ts.isIdentifier(element.name) || element.name.text !== name) continue;
          const property = element.propertyName?.getText() ?? element.name.text;
          return fromHook && property === "t" ? { ns: namespaceOf(init.arguments[0]) } : null;
        }
      }
    }
  }
  return null;
}

/**
 * The strings an expression can only be: a literal, a conditional between such expressions, or
 * a `const` of the enclosing scopes holding one (`const key = tour ? "footnote.tour" : "footnote.transfer"`);
 * undefined for anything else.
 */
function literalValues(node: ts.Expression): string[] | undefined {
  const literal = stringValue(node);
  if (literal !== undefined) return [literal];
  if (ts.isParenthesizedExpression(node)) return literalValues(node.expression);
  if (ts.isConditionalExpression(node)) {
    const a = literalValues(node.whenTrue);
    const b = literalValues(node.whenFalse);
    return a && b ? [...a, ...b] : undefined;
  }
  if (!ts.isIdentifier(node)) return undefined;
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    const statements = ts.isBlock(scope) || ts.isSourceFile(scope) ? scope.statements : [];
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      const decl = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === node.text);
      if (decl) return decl.initializer ? literalValues(decl.initializer) : undefined;
    }
  }
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "common:nav.home" → ["common", "nav.home"]; a key without a known namespace prefix stays in `ns`. */
function splitNamespace(key: string, ns: string): [string, string] {
  const colon = key.indexOf(":");
  if (colon > 0 && key.slice(0, colon) in english) return [key.slice(0, colon), key.slice(colon + 1)];
  return [ns, key];
}

function keyUses(file: string): { uses: KeyUse[]; unresolved: string[] } {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const rel = relative(WEB_DIR, file).split("\\").join("/");
  const uses: KeyUse[] = [];
  const unresolved: string[] = [];
  const at = (node: ts.Node) => `${rel}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const binding = bindingOf(node.expression.text, node);
      if (binding) {
        const [arg, options] = node.arguments;
        const optionProps = options && ts.isObjectLiteralExpression(options) ? options.properties : undefined;
        const option = (name: string) =>
          optionProps?.find((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === name);
        const nsOption = option("ns");
        const ns = (nsOption && ts.isPropertyAssignment(nsOption) ? stringValue(nsOption.initializer) : undefined) ?? binding.ns;
        const hasCount = option("count") !== undefined;
        const where = at(node);
        const literals = arg ? literalValues(arg) : undefined;
        const tableKey = arg && ts.isPropertyAccessExpression(arg) ? arg.name.text : undefined;
        if (ns === undefined) unresolved.push(`${where}: ${node.expression.text}() of an unknown namespace`);
        else if (literals) {
          for (const literal of literals) {
            const [keyNs, key] = splitNamespace(literal, ns);
            uses.push({ where, ns: keyNs, kind: "literal", key, hasCount });
          }
        } else if (tableKey && /Key$/.test(tableKey) && keyTables.has(tableKey)) {
          for (const literal of keyTables.get(tableKey)!) {
            const [keyNs, key] = splitNamespace(literal, ns);
            uses.push({ where, ns: keyNs, kind: "literal", key, hasCount });
          }
        } else if (arg && ts.isTemplateExpression(arg)) {
          const parts = [arg.head.text, ...arg.templateSpans.map((s) => s.literal.text)];
          const [keyNs, head] = splitNamespace(arg.head.text, ns);
          parts[0] = head;
          const pattern = new RegExp(`^${parts.map(escapeRegExp).join(".+")}$`);
          uses.push({ where, ns: keyNs, kind: "template", key: arg.getText(), pattern, noPrefix: head === "", hasCount });
        } else {
          uses.push({ where, ns, kind: "dynamic", key: arg?.getText() ?? "(no key)", hasCount });
        }
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === "i18nKey") {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? stringValue(value.expression) : stringValue(value);
      const [ns, key] = splitNamespace(literal ?? "", DEFAULT_NS);
      if (literal === undefined) unresolved.push(`${at(node)}: i18nKey is not a literal`);
      else uses.push({ where: at(node), ns, kind: "literal", key, hasCount: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { uses, unresolved };
}

/** Whether English answers the key (a plural key used with `count` may exist only as key_one/key_other). */
function exists(ns: string, key: string, hasCount: boolean): boolean {
  const keys = english[ns];
  if (!keys) return false;
  return keys.has(key) || (hasCount && PLURAL_SUFFIXES.some((suffix) => keys.has(key + suffix)));
}

function matchesSome(ns: string, pattern: RegExp, hasCount: boolean): boolean {
  const plural = new RegExp(`(${PLURAL_SUFFIXES.join("|")})$`);
  return [...(english[ns] ?? [])].some((key) => pattern.test(key) || (hasCount && pattern.test(key.replace(plural, ""))));
}

/** Every problem of the scanned uses: a missing key, a template no key matches, an unreviewed dynamic key. */
function problemsOf(uses: KeyUse[], reviewed: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const use of uses) {
    const label = `${use.where}: ${use.ns}:${use.key}`;
    if (!(use.ns in english)) problems.push(`${label}: no namespace ${use.ns}`);
    else if (use.kind === "literal") {
      if (!exists(use.ns, use.key, use.hasCount)) problems.push(`${label} missing in en`);
    } else if (use.kind === "template" && !matchesSome(use.ns, use.pattern!, use.hasCount)) {
      problems.push(`${label}: no key matches`);
    }
    const reviewKey = `${use.where.replace(/:\d+$/, "")}: ${use.key}`;
    if ((use.kind === "dynamic" || use.noPrefix) && reviewed[reviewKey] !== use.ns)
      problems.push(`${label}: a key built at run time; check it by hand and list it in UNCHECKED_DYNAMIC_KEYS`);
  }
  return problems;
}

/**
 * Tables of keys: every literal given to a property named `…Key` in the app (`{ to: "/", labelKey: "nav.home" }`).
 * A `t(link.labelKey)` is checked against every value of `labelKey`.
 */
const keyTables = new Map<string, string[]>();
for (const file of sourceFiles(WEB_DIR)) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && /Key$/.test(node.name.getText())) {
      const value = stringValue(node.initializer);
      if (value !== undefined) keyTables.set(node.name.getText(), [...(keyTables.get(node.name.getText()) ?? []), value]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const scanned = sourceFiles(WEB_DIR).map(keyUses);
const uses = scanned.flatMap((s) => s.uses);

describe("keys the code uses", () => {
  it("finds the app's translate calls (the scan is not silently empty)", () => {
    expect(uses.filter((u) => u.kind === "literal").length).toBeGreaterThan(300);
    expect(uses.some((u) => u.ns === "common" && u.key === "nav.home")).toBe(true);
    expect(uses.some((u) => u.ns === "booking" && u.key === "price.totalRoundTrip")).toBe(true);
  });

  it("ties every translate function to a namespace", () => {
    expect(scanned.flatMap((s) => s.unresolved)).toEqual([]);
  });

  it("exist in english, in the namespace of the t that asks for them", () => {
    expect(problemsOf(uses, UNCHECKED_DYNAMIC_KEYS)).toEqual([]);
  });

  it("lists no reviewed dynamic key the code no longer has", () => {
    const seen = new Set(uses.map((u) => `${u.where.replace(/:\d+$/, "")}: ${u.key}`));
    expect(Object.keys(UNCHECKED_DYNAMIC_KEYS).filter((k) => !seen.has(k))).toEqual([]);
  });

  it("covers the messages that helpers turn into keys", () => {
    // translateBookingMessage: booking errors.<key>; translateContactMessage: contact validation.<key>;
    // visitorErrorText: common errors.<code> for every code a visitor's page can receive.
    const wanted = [
      ...[...Object.keys(BOOKING_MESSAGES), CAPACITY_MESSAGE_KEY, MIN_NOTICE_MESSAGE_KEY].map((k) => `booking:errors.${k}`),
      ...VISITOR_ERROR_CODES.map((code) => `common:errors.${code}`),
      ...Object.keys(CONTACT_MESSAGES).map((k) => `contact:validation.${k}`),
    ];
    expect(wanted.filter((k) => !exists(...splitNamespace(k, DEFAULT_NS), false))).toEqual([]);
  });

  it("the check catches a wrong namespace, a missing key, a plural without count and an unmatched template", () => {
    const parse = (code: string) => {
      const source = ts.createSourceFile("x.tsx", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const binding = bindingOf(node.expression.text, node);
          if (binding) found.push(`${binding.ns ?? "?"}|${stringValue(node.arguments[0]) ?? "?"}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    };
    expect(
      parse(`
        function A() { const { t } = useTranslation(); return t("nav.home"); }
        function B() { const { t, i18n } = useTranslation("booking"); const { t: tc } = useTranslation("contact"); return t("price.total") + tc("x"); }
        function C(t: TFunction<"manage">) { return t("errors.generic"); }
        function D(t: (s: string) => string) { return t("not.a.key"); }
        function E() { const t = (s: string) => s; return t("also.not"); }
      `),
    ).toEqual(["common|nav.home", "booking|price.total", "contact|x", "manage|errors.generic"]);
    const use = (ns: string, key: string, extra: Partial<KeyUse> = {}): KeyUse => ({
      where: "x.tsx:1",
      ns,
      kind: "literal",
      key,
      hasCount: false,
      ...extra,
    });
    expect(
      problemsOf(
        [
          use("common", "nav.home"),
          use("booking", "nav.home"),
          use("common", "nav.doesNotExist"),
          use("manage", "trip.passengersCount", { hasCount: true }),
          use("transfers", "classes.names.${x}", { kind: "template", pattern: /^classes\.names\..+$/ }),
          use("transfers", "classes.nope.${x}", { kind: "template", pattern: /^classes\.nope\..+$/ }),
          use("common", "key", { kind: "dynamic" }),
        ],
        {},
      ),
    ).toEqual([
      "x.tsx:1: booking:nav.home missing in en",
      "x.tsx:1: common:nav.doesNotExist missing in en",
      "x.tsx:1: transfers:classes.nope.${x}: no key matches",
      "x.tsx:1: common:key: a key built at run time; check it by hand and list it in UNCHECKED_DYNAMIC_KEYS",
    ]);
  });
});
