import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Imports go one way (docs/architecture.md): domain ← server, domain ← web, web → server types only. */
const restrict = (patterns, allowTypeImports = false) => [
  "error",
  { patterns: patterns.map((group) => ({ ...group, allowTypeImports })) },
];

/**
 * The same direction for dynamic import(): a specifier (a string, or the fixed parts of a
 * template) naming a forbidden layer is an error, and so is a specifier lint cannot read.
 */
const restrictDynamic = (layerPattern, message) => [
  "error",
  { selector: `ImportExpression > Literal[value=${layerPattern}]`, message },
  { selector: `ImportExpression > TemplateLiteral > TemplateElement[value.raw=${layerPattern}]`, message },
  {
    selector: "ImportExpression > :not(Literal, TemplateLiteral)",
    message: "Dynamic import() takes a literal or template specifier, so lint can check its layer.",
  },
];

export default tseslint.config(
  { ignores: ["dist/**", "data/**", "node_modules/**", "src/web/public/**", "src/server/db/migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } } },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/domain/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict([
        { group: ["**/server/**", "**/web/**"], message: "src/domain imports nothing of ours." },
        {
          group: ["react", "react-dom", "hono", "hono/*", "drizzle-orm", "drizzle-orm/*", "pg", "node:*"],
          message: "src/domain is pure: no I/O, React, Hono or Drizzle.",
        },
      ]),
      "no-restricted-syntax": restrictDynamic(
        String.raw`/(^|\/)(server|web)\/|^(react|react-dom|hono|drizzle-orm|pg)(\/|$)|^node:/`,
        "src/domain imports nothing of ours and does no I/O.",
      ),
    },
  },
  {
    files: ["src/server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict([
        { group: ["**/web/**", "react", "react-dom"], message: "The server does not import the web app." },
      ]),
      "no-restricted-syntax": restrictDynamic(
        String.raw`/(^|\/)web\/|^react(-dom)?(\/|$)/`,
        "The server does not import the web app.",
      ),
    },
  },
  {
    // A route handler reads the request and maps a service's result: queries live in the services.
    files: ["src/server/modules/**/routes.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict([
        { group: ["**/web/**", "react", "react-dom"], message: "The server does not import the web app." },
        { group: ["drizzle-orm", "drizzle-orm/*", "**/db/schema.ts"], message: "Queries live in the module's service, not in routes.ts." },
      ]),
    },
  },
  {
    files: ["src/web/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-restricted-imports": restrict([
        {
          group: ["**/server/**"],
          message: "The web app imports nothing of the server, not even types: answers' types are in src/domain/contracts/.",
        },
        { group: ["pg", "drizzle-orm", "drizzle-orm/*", "hono", "node:*"], message: "Server-only package." },
      ]),
      "no-restricted-syntax": restrictDynamic(
        String.raw`/(^|\/)server\/|^(pg|drizzle-orm|hono)(\/|$)|^node:/`,
        "The web app imports nothing of the server: answers' types are in src/domain/contracts/.",
      ),
    },
  },
  {
    // Test-only code (test app, fake Stripe server, test SMTP server, mail reader) lives in
    // test-support/, which only tests, journeys and benchmarks import: the product never ships it.
    files: ["src/**", "scripts/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "scripts/test-e2e.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/test-support/**"], message: "Only tests import test-support/." }] },
      ],
    },
  },
  {
    // One money module, one date module (docs/architecture.md): money and figures are written by
    // src/domain/money.ts, dates and times by src/domain/lisbon-date.ts, for every surface.
    files: ["src/**", "scripts/**"],
    ignores: ["src/domain/money.ts", "src/domain/lisbon-date.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...[
          ["Intl", "NumberFormat", "formatEuros / formatNumber of src/domain/money.ts"],
          ["Intl", "DateTimeFormat", "the formatters of src/domain/lisbon-date.ts"],
          [undefined, "toLocaleString", "formatEuros / formatNumber (money.ts) or formatDateTime (lisbon-date.ts)"],
          [undefined, "toLocaleDateString", "formatDate of src/domain/lisbon-date.ts"],
          [undefined, "toLocaleTimeString", "formatTime of src/domain/lisbon-date.ts"],
        ].map(([object, property, instead]) => ({
          ...(object ? { object } : {}),
          property,
          message: `Money and dates are formatted in one place: use ${instead}.`,
        })),
      ],
    },
  },
  {
    // Tests of the web app may read files (e.g. every locale) from Node.
    files: ["src/web/**/*.test.ts", "src/web/**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict([
        { group: ["**/server/**"], message: "The web app imports nothing of the server: answers' types are in src/domain/contracts/." },
      ]),
    },
  },
);
