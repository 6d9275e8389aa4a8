/**
 * Client-side analytics (§7): page views, events, exceptions and tracker creation, all pushed onto the
 * page's data layer (window.dataLayer) for whichever tag manager the marketing team connects. Nothing
 * personal is ever pushed: paths without query strings, product words, no form values.
 */
export interface AnalyticsEvent {
  readonly category: string;
  readonly action: string;
  readonly label?: string;
  readonly value?: number;
}

export interface TrackerSettings {
  readonly trackingCode: string;
  readonly cookieDomain: string;
  readonly userId?: string;
}

export type DataLayerEntry = Record<string, unknown> & { readonly event: string };

export interface Analytics {
  createTracker(settings: TrackerSettings): void;
  pageView(path: string, title: string): void;
  event(event: AnalyticsEvent): void;
  exception(description: string, fatal: boolean): void;
}

export function createAnalytics(dataLayer: () => DataLayerEntry[]): Analytics {
  const push = (entry: DataLayerEntry) => {
    dataLayer().push(entry);
  };
  return {
    createTracker({ trackingCode, cookieDomain, userId }) {
      push({ event: "tracker_create", trackingCode, cookieDomain, ...(userId ? { userId } : {}) });
    },
    pageView(path, title) {
      push({ event: "page_view", page_path: path.split(/[?#]/)[0] ?? path, page_title: title });
    },
    event({ category, action, label, value }) {
      push({
        event: "interaction",
        event_category: category,
        event_action: action,
        ...(label !== undefined ? { event_label: label } : {}),
        ...(value !== undefined ? { value } : {}),
      });
    },
    exception(description, fatal) {
      push({ event: "exception", description, fatal });
    },
  };
}

type WindowWithDataLayer = { dataLayer?: DataLayerEntry[] };

/** The browser's data layer, created on first use. */
export function windowDataLayer(): DataLayerEntry[] {
  const host = globalThis as unknown as WindowWithDataLayer;
  host.dataLayer ??= [];
  return host.dataLayer;
}

/** Whether the visitor has accepted analytics; usePageAnalytics keeps it in step with the cookie notice. */
let analyticsAllowed = false;

export function allowAnalytics(allowed: boolean): void {
  analyticsAllowed = allowed;
}

/**
 * The site's analytics. Entries reach the data layer only while the visitor has accepted analytics in the
 * cookie notice; before that (and after "Necessary only") they are dropped, so a tag manager connected
 * later never reads events of a visitor who did not agree.
 */
export const analytics = createAnalytics(() => (analyticsAllowed ? windowDataLayer() : []));
