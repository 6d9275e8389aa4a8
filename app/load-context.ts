import { createContext } from "react-router";
import type { CashPowerParameters } from "~/lib/finance/personal-loan";
import type { ShellDefinitions } from "~/lib/site-definitions/shell-definitions";
import type { ApplicationDesk } from "./lib/applications/application-desk";
import type { LeadCapture } from "./lib/leads/lead-submission";
import type { BlogReader } from "./lib/blog/blog-post";
import type { VehicleReader } from "./lib/vehicles/vehicle-reader";

/**
 * What the Node server hands every loader, action and the document renderer (server/web/pages.ts), under
 * `siteContext` in React Router's context (`context.get(siteContext)`). Without the server (the Vite dev
 * server) nothing is set, so every field is optional and code falls back to defaults such as the seed
 * navigation.
 */
export interface SiteLoadContext {
  /**
   * Public origin of the site for canonical and Open Graph links (server/web/public-origin.ts); for a
   * page rendered into the render cache, a placeholder the server replaces as it answers.
   */
  readonly publicOrigin?: string;
  /** This visitor's CSRF token, for forms that post without JavaScript (server/security/csrf.ts). */
  readonly csrfToken?: string;
  /**
   * A form posted to a page whose action checks it itself (the call-me-back form; server/web/form-post.ts):
   * the form, read once by the server; whether a token is this visitor's CSRF token; and the rate limit
   * to count the post against. The action answers every outcome as data.
   */
  readonly formPost?: {
    readonly form: FormData;
    readonly csrfValid: (token: unknown) => boolean;
    readonly rateLimit: () => Promise<
      { readonly limited: false } | { readonly limited: true; readonly retryAfterSeconds: number }
    >;
  };
  /** Stores call-me-back requests (server/leads/service.ts). */
  readonly leadCapture?: LeadCapture;
  /**
   * The visitor's finance application, by the owner cookie of this request (server/web/application-desk.ts);
   * set for the /apply pages only, which are never cached.
   */
  readonly applications?: ApplicationDesk;
  /** Reads published blog posts (server/blog/service.ts). */
  readonly blog?: BlogReader;
  /** Searches and reads car listings (server/vehicles/service.ts). */
  readonly vehicles?: VehicleReader;
  /** How many days call-back requests are kept (LEAD_RETENTION_DAYS); the privacy notice states it. */
  readonly leadRetentionDays?: number;
  /**
   * The live navigation and footer, with the navigation's version, of the content version the page is
   * rendered for; without the server (the Vite dev server) the seed (app/content/navigation).
   */
  readonly shellDefinitions?: ShellDefinitions;
  /**
   * The live cash-power parameters of the content version the page is rendered for; without the server,
   * the §9 defaults (DEFAULT_CASH_POWER_PARAMETERS) stand in.
   */
  readonly cashPowerParameters?: CashPowerParameters;
}

/**
 * The key of the site's load context in React Router's context. The server must set it with this very
 * object, the one in React Router's server build: app/entry.server.tsx exports it for that.
 */
export const siteContext = createContext<SiteLoadContext>({});
