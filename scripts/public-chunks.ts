import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/** Source files of the portals and the zones map: never in a chunk a public page downloads. */
const PRIVATE_MODULE = /[\\/](?:pages|features)[\\/](?:admin|driver)[\\/]|[\\/]locales[\\/]/;

/** The public pages, as routes.tsx imports them (each keeps a chunk of its own). */
const PUBLIC_PAGE_MODULE = /[\\/]src[\\/]web[\\/]pages[\\/](?:home|transfers|tours|fleet|about|contact|terms)[\\/][^\\/]+-page\.tsx$/;

/**
 * The libraries every public page runs on. The walk below goes into these and into the app's own
 * files only: a package reached through a barrel (radix-ui re-exports every primitive) or a
 * library one form needs is left to the bundler, which keeps only what is really used.
 */
const SHELL_PACKAGE =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/][^\\/]+|clsx|tailwind-merge|class-variance-authority|use-sync-external-store|lucide-react|@radix-ui[\\/]react-(?:slot|compose-refs|label|primitive))[\\/]/;

/**
 * The app's own files and the shell's libraries; of the rules shared with the server
 * (src/domain), the helpers that import nothing (money and duration formats), never a schema
 * module that would bring zod along.
 */
function inShellScope(id: string, imports: readonly string[]): boolean {
  if (id.includes("node_modules")) return SHELL_PACKAGE.test(id);
  if (/[\\/]src[\\/]domain[\\/]/.test(id)) return imports.length === 0;
  return /[\\/]src[\\/]web[\\/]/.test(id);
}

const LUCIDE_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * lucide-react's entry re-exports every icon: the files of the icons a module names in its import
 * from "lucide-react", read from the entry's export lines (`export { default as MapPin, … } from
 * './icons/map-pin.mjs'`).
 */
function lucideIconFiles(): (code: string) => string[] {
  const barrel = createRequire(import.meta.url).resolve("lucide-react").replace(/[^\\/]+$/, "");
  const esmDir = path.join(barrel, "..", "esm");
  const fileOf = new Map<string, string>();
  const source = fs.readFileSync(path.join(esmDir, "lucide-react.mjs"), "utf8");
  for (const [, names, file] of source.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) fileOf.set(name!, path.join(esmDir, "icons", file!));
  }
  return (code) =>
    [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap(([, names]) =>
      names!
        .split(",")
        .map((name) => fileOf.get(name.trim().split(/\s+as\s+/)[0]!))
        .filter((file): file is string => file !== undefined),
    );
}

/**
 * One chunk for what a first visit of any public page needs besides the entry and the page:
 * React, the router, i18next, TanStack Query, the layout, the shared components and icons. Left
 * alone, the bundler cuts these into some fifty files of a few hundred bytes each, compressed one
 * by one; as one file they compress to about a third less (issue 12, bench/bundle).
 *
 * `plugin` records, once every module is parsed, what the entry imports statically and what two
 * public pages or more import statically; `group` is the `codeSplitting` group that gathers those
 * modules. What one page alone uses stays with it; what loads on demand (the booking form, the
 * menus, sonner), language files and the portals keep their own chunks.
 */
export function publicShellChunk() {
  const shell = new Set<string>();
  const iconsNamedIn = lucideIconFiles();
  const plugin: Plugin = {
    name: "public-shell-chunk",
    apply: "build",
    buildEnd() {
      const staticImports = (root: string) => {
        const reached = new Set<string>();
        const visit = (id: string) => {
          if (reached.has(id) || PRIVATE_MODULE.test(id)) return;
          const info = this.getModuleInfo(id);
          if (!info || !inShellScope(id, info.importedIds)) return;
          reached.add(id);
          for (const imported of info?.importedIds ?? []) {
            // Only the icons this module names, never all of them through the entry file.
            if (LUCIDE_BARREL.test(imported)) iconsNamedIn(info?.code ?? "").forEach(visit);
            else visit(imported);
          }
        };
        visit(root);
        reached.delete(root);
        return reached;
      };
      const ids = [...this.getModuleIds()];
      const pages = ids.filter((id) => PUBLIC_PAGE_MODULE.test(id));
      // index.html's script (main.tsx) stays in the entry chunk, which runs it.
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const starts = entries.flatMap((entry) => [entry, ...(this.getModuleInfo(entry)?.importedIds ?? [])]);
      for (const start of starts) for (const id of staticImports(start)) shell.add(id);
      for (const start of starts) shell.delete(start);
      const pagesUsing = new Map<string, number>();
      for (const page of pages) for (const id of staticImports(page)) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
      for (const [id, count] of pagesUsing) if (count >= 2 && !pages.includes(id)) shell.add(id);
    },
  };
  const group = { name: "shell", test: (id: string) => shell.has(id) };
  return { plugin, group };
}
