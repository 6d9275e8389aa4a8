import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reportClientError } from "./lib/http/report-client-error";

// §8: in production the browser console stays quiet; errors go to the server's logs (/api/logs) instead.
if (import.meta.env.PROD) {
  const quiet = globalThis.console as unknown as Record<string, unknown>;
  for (const method of ["log", "info", "debug", "warn", "error", "trace"]) quiet[method] = () => undefined;
}

try {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      { onRecoverableError: (error) => reportClientError(error, "bootstrap", "warn") },
    );
  });
} catch (error) {
  // §8: a bootstrap failure is logged; the server-rendered page stays usable without JavaScript.
  reportClientError(error, "bootstrap");
}
