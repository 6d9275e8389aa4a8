import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { brand } from "~/content/brand";
import { reportClientError } from "~/lib/http/report-client-error";
import { allowAnalytics, analytics, windowDataLayer } from "~/lib/analytics/analytics";
import { readConsent, subscribeToConsent, type AnalyticsConsent } from "~/lib/analytics/analytics-consent";

/** The visitor's analytics answer; "unknown" on the server and until the notice is answered. */
export function useAnalyticsConsent(): AnalyticsConsent {
  return useSyncExternalStore(
    subscribeToConsent,
    () => readConsent(),
    () => "unknown",
  );
}

/** Set once the tracker of this page load is on the data layer: it is created once, before the first page view. */
let trackerCreated = false;

/**
 * Analytics for the whole app, once the visitor has accepted analytics: the brand's tracker (created once
 * per page load), a page view on every navigation, and the device fingerprint (§7) once per page load.
 * Nothing runs for a visitor who said no or has not answered.
 */
export function usePageAnalytics(): void {
  const { pathname } = useLocation();
  const consent = useAnalyticsConsent();

  useEffect(() => {
    allowAnalytics(consent === "granted");
  }, [consent]);

  useEffect(() => {
    if (consent !== "granted" || trackerCreated) return;
    trackerCreated = true;
    analytics.createTracker(brand.analytics);
  }, [consent]);

  useEffect(() => {
    if (consent !== "granted") return;
    analytics.pageView(pathname, document.title);
  }, [pathname, consent]);

  useEffect(() => {
    if (consent !== "granted") return;
    let cancelled = false;
    // Loaded only for a visitor who accepted analytics.
    import("./device-fingerprint")
      .then(({ hashFingerprint, readFingerprintSources }) => hashFingerprint(readFingerprintSources(window)))
      .then((fingerprint) => {
        if (!cancelled) windowDataLayer().push({ event: "device_fingerprint", fingerprint });
      })
      .catch((error: unknown) => reportClientError(error, "report", "warn"));
    return () => {
      cancelled = true;
    };
  }, [consent]);
}

/** Sends uncaught errors and unhandled promise rejections of this page to /api/logs, and counts them as analytics exceptions. */
export function useErrorReporting(): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      reportClientError(event.error ?? event.message, "uncaught");
      if (readConsent() === "granted") analytics.exception(String(event.message).slice(0, 150), true);
    };
    const onRejection = (event: PromiseRejectionEvent) => reportClientError(event.reason, "unhandledrejection");
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}
