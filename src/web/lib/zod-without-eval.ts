import { z } from "zod";

/**
 * The site's Content-Security-Policy has no 'unsafe-eval'. zod 4 probes whether it may compile
 * fast parsers with `new Function` on its first object parse; under the CSP that probe is blocked
 * and reported as a violation even though zod then works without it. Jitless mode skips the
 * probe. Imported for its effect by api.ts, which every page loads before any form is parsed.
 */
z.config({ jitless: true });
