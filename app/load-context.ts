import type { ShellDefinitions } from "~/lib/site-definitions/shell-definitions";

/**
 * What the Node server hands every loader and the document renderer. The prerender step of the build
 * passes nothing, so every field is optional and code falls back to build-time defaults.
 */
import type { LeadCapture } from "./lib/leads/lead-submission";
import type { BlogReader } from "./lib/blog/blog-post";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response CSP nonce for the inline scripts React Router writes. */
    readonly cspNonce?: string;
    /** Public origin of the site (PUBLIC_URL, or the request's origin) for canonical links. */
    readonly publicOrigin?: string;
    /** This visitor's CSRF token, for forms that post without JavaScript (server/security/csrf.ts). */
    readonly csrfToken?: string;
    /** Whether this (non-GET) request carried a valid CSRF token. */
    readonly csrfVerified?: boolean;
    /** Stores call-me-back requests (server/api/leads.ts). */
    readonly leadCapture?: LeadCapture;
    /** Reads published blog posts (server/api/blog.ts). */
    readonly blog?: BlogReader;
    /** The live navigation and footer from the database; the build uses the seed (app/content/navigation). */
    readonly shellDefinitions?: ShellDefinitions;
  }
}

export {};
