import { z } from "zod";

/**
 * zod for the app's modules (shared by the browser and the server). zod compiles a faster parser for
 * object schemas with `new Function` when it may; in the browser the page's Content-Security-Policy forbids
 * that, and even zod's test of whether it may is reported as a violation. So in the browser zod runs
 * without compiling code. This must happen before any object schema is made, which importing zod from
 * here guarantees.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
