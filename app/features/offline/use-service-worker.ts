import { useEffect } from "react";
import { reportClientError } from "~/lib/http/report-client-error";

/** The worker's address; scripts/build-service-worker.mjs writes it into the client build. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the service worker (§7) in production builds only: in development Vite serves modules that
 * change with every edit, and a cache in front of them would only get in the way.
 */
export function useServiceWorker(enabled: boolean = import.meta.env.PROD): void {
  useEffect(() => {
    if (!enabled || !("serviceWorker" in navigator)) return;
    // After the page has loaded, so registering never competes with what the visitor came for.
    const register = () => {
      navigator.serviceWorker
        .register(SERVICE_WORKER_URL, { scope: "/" })
        .catch((error: unknown) => reportClientError(error, "bootstrap", "warn"));
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, [enabled]);
}
