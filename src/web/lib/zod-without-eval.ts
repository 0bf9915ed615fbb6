/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. zod 4 probes whether it may compile
 * fast parsers with `new Function` on its first object parse; under the CSP that probe is blocked
 * and reported as a violation even though zod then works without it. Jitless mode skips the
 * probe. Imported for its effect by api.ts, which every page loads before any form is parsed.
 *
 * zod keeps its settings in one object on globalThis (`__zod_globalConfig`, what `z.config()`
 * writes), created by whichever comes first, zod or this file: setting the flag there keeps zod
 * itself out of the first download of pages that parse nothing.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
