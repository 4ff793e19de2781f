/**
 * Zod 4 checks once whether `new Function` works, to compile faster validators. Our Content-Security-Policy
 * forbids it (`script-src 'self'`), so the check only makes Chromium report a CSP violation (Lighthouse's
 * best-practices "Issues" audit). Zod reads this global config when it loads, and `jitless` skips the check;
 * setting it here, before any page's code imports zod, keeps zod itself out of the first load.
 */
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };
