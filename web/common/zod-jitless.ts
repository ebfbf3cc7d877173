/**
 * Zod without its JIT in the browser. Zod compiles fast object parsers with `new Function` after
 * probing whether eval is allowed; under the Content-Security-Policy (no 'unsafe-eval',
 * shared/web/content-security-policy.ts) that probe alone reports a violation. Imported first by
 * both entries (storefront and back office), before any schema parses.
 */
import { config } from 'zod';

config({ jitless: true });
