// zod's core entry, not `z`: the namespace would put all of zod in the first script the page loads.
import { config } from 'zod/v4/core';

/**
 * Imported first by a page under a Content-Security-Policy without 'unsafe-eval': zod then checks
 * objects without compiling a checker at run time (it would otherwise try `new Function` as each
 * schema is built, which the browser refuses and reports). It must run before any schema is
 * built, hence a module of its own rather than a function of the contract. The server keeps the
 * faster compiled checks.
 */
config({ jitless: true });
