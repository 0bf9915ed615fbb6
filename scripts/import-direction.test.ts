import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

/** The rules eslint.config.js reports for `code` placed at `file` (no file is written). */
async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? "parse-error");
}

const importRules = ["@typescript-eslint/no-restricted-imports", "no-restricted-syntax"];
const crossesLayer = (ids: string[]) => ids.some((id) => importRules.includes(id));

describe("imports go one way, static and dynamic", () => {
  it.each([
    ["src/web/pages/x.ts", `export const load = () => import("../../server/db/client.ts");`],
    ["src/web/pages/x.ts", "const name = \"client\";\nexport const load = () => import(`../../server/db/${name}.ts`);"],
    ["src/web/pages/x.ts", `const spec = "../../server/db/client.ts";\nexport const load = () => import(spec);`],
    ["src/web/pages/x.ts", `export const load = () => import("pg");`],
    ["src/domain/x.ts", `export const load = () => import("../server/env.ts");`],
    ["src/domain/x.ts", `export const load = () => import("node:fs");`],
    ["src/server/modules/x.ts", `export const load = () => import("../../web/lib/api.ts");`],
    ["src/web/pages/y.ts", `import { parseEnv } from "../../server/env.ts";\nexport const e = parseEnv;`],
    // Not even a type: answers' types are in src/domain/contracts/ (decision 0049).
    ["src/web/pages/x.ts", `import type { Env } from "../../server/env.ts";\nexport type E = Env;`],
    ["src/web/pages/x.test.ts", `import type { Env } from "../../server/env.ts";\nexport type E = Env;`],
    // A route handler runs no query of its own.
    ["src/server/modules/x/routes.ts", `import { eq } from "drizzle-orm";\nexport const e = eq;`],
  ])("refuses in %s: %s", async (file, code) => {
    expect(crossesLayer(await ruleIdsFor(file, code))).toBe(true);
  });

  it.each([
    ["src/web/pages/x.ts", `export const load = () => import("../home/home-page.tsx");`],
    ["src/web/lib/x.ts", "export const load = (lng: string) => import(`../locales/${lng}/common.json`);"],
    ["src/server/modules/x.ts", `export const load = () => import("../../domain/money.ts");`],
    ["src/web/pages/x.ts", `import type { Report } from "../../domain/contracts/reports.ts";\nexport type R = Report;`],
    ["src/server/modules/x/service.ts", `import { eq } from "drizzle-orm";\nexport const e = eq;`],
  ])("allows in %s: %s", async (file, code) => {
    expect(crossesLayer(await ruleIdsFor(file, code))).toBe(false);
  });
});

describe("test-support/ is for tests only", () => {
  const code = `import { createTestApp } from "../../test-support/test-app.ts";\nexport const t = createTestApp;`;
  it("is refused in product code", async () => {
    expect(await ruleIdsFor("src/server/modules/x.ts", code)).toContain("no-restricted-imports");
  });
  it("is allowed in a test", async () => {
    expect(await ruleIdsFor("src/server/modules/x.test.ts", code)).not.toContain("no-restricted-imports");
  });
});

describe("money and dates are formatted by domain/money.ts and domain/lisbon-date.ts only", () => {
  const formats = (ids: string[]) => ids.includes("no-restricted-properties");
  it.each([
    ["src/web/features/admin/x.ts", `export const euros = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR" });`],
    ["src/server/mail/x.ts", `export const day = new Intl.DateTimeFormat("pt-PT", { dateStyle: "short" });`],
    ["src/web/pages/x.tsx", `export const when = (d: Date) => d.toLocaleDateString("pt-PT");`],
    ["src/web/pages/x.tsx", `export const at = (d: Date) => d.toLocaleTimeString();`],
    ["src/server/modules/x.ts", `export const total = (n: number) => n.toLocaleString("pt-PT");`],
    ["src/domain/vat.ts", `const { NumberFormat } = Intl;\nexport const f = new NumberFormat("pt-PT");`],
  ])("refuses in %s: %s", async (file, code) => {
    expect(formats(await ruleIdsFor(file, code))).toBe(true);
  });

  it.each([
    ["src/domain/money.ts", `export const euros = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR" });`],
    ["src/domain/lisbon-date.ts", `export const day = new Intl.DateTimeFormat("pt-PT", { dateStyle: "short" });`],
    ["src/server/modules/x.test.ts", `export const day = new Intl.DateTimeFormat("en-CA").format(new Date());`],
    ["src/web/pages/x.tsx", `import { formatEuros } from "../../domain/money.ts";\nexport const f = formatEuros(100, "pt");`],
  ])("allows in %s: %s", async (file, code) => {
    expect(formats(await ruleIdsFor(file, code))).toBe(false);
  });
});
