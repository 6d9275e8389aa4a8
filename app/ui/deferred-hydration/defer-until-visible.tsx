import {
  lazy,
  Suspense,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { replayEditsMadeBeforeHydration } from "./replay-early-edits";
import { createVisibilityGate, type VisibilityGate } from "./visibility-gate";
import "./deferred-part.css";

/** How far ahead of the viewport a deferred part starts loading, so it is ready before it is reached. */
export const DEFAULT_ROOT_MARGIN = "600px 0px";

/** Shown on the wrapper, for styles and tests: "deferred" until the part's code has run, then "hydrated". */
export type HydrationState = "deferred" | "hydrated";

const isServer = typeof document === "undefined";

function Gate({ gate, children }: { readonly gate: VisibilityGate; readonly children: ReactNode }) {
  // Suspending while React hydrates keeps the server's HTML in place (a dehydrated boundary) until the
  // gate opens; then the part's code loads and hydrates that HTML. React renders this again now and then
  // while the boundary waits (it retries dehydrated boundaries after the page has hydrated), so whether
  // to wait is decided by the part, never from "the page has hydrated" here: that would open every gate
  // a moment after the page hydrated, and every deferred part would load with the first visit.
  use(gate.promise);
  return children;
}

/** A deep copy of the server's HTML of a part, taken before React hydrates it. */
function copyServerHtml(partId: string): DocumentFragment | null {
  const element = document.querySelector(`[data-deferred-part="${CSS.escape(partId)}"]`);
  if (!element) return null;
  const copy = document.createDocumentFragment();
  for (const node of element.childNodes) copy.append(node.cloneNode(true));
  return copy;
}

/**
 * What shows while the part's code loads after React gave up hydrating it (a context above it changed):
 * the server's HTML as it was, so nothing blinks or moves. It is a copy of the page's own DOM, never
 * markup from elsewhere.
 */
function ServerHtmlCopy({ copy, gate }: { readonly copy: DocumentFragment; readonly gate: VisibilityGate }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    holder.current?.replaceChildren(copy.cloneNode(true));
    // The copy does nothing when used: load the part's code at once, as for a part rendered afresh.
    gate.open();
  }, [copy, gate]);
  return <div ref={holder} className="deferred-part__server-html" />;
}

function MountSignal({ onMount }: { readonly onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

export interface DeferUntilVisibleOptions {
  /** IntersectionObserver root margin; defaults to DEFAULT_ROOT_MARGIN. */
  readonly rootMargin?: string;
  /**
   * When the part's code loads: "visible" (the default) as it nears the viewport, or at the first
   * interaction; "interaction" only once someone points at, touches, focuses or types in it, for a part
   * that works without its code (a form that posts as a page) and may be in view from the start, so that
   * a first visit that only reads does not download it.
   */
  readonly loadOn?: "visible" | "interaction";
}

/** What opens a part's gate when someone reaches for it (listened for on the window, in the capture phase). */
const INTERACTIONS = ["pointerdown", "focusin", "keydown", "touchstart"] as const;
/** A part that waits for an interaction also starts loading when pointed at, so it is ready by the click. */
const INTERACTIONS_AND_POINTING = [...INTERACTIONS, "pointerover"] as const;

/**
 * Wraps a below-the-fold part of a page whose code should not be in the first download. The server
 * renders it in full (visitors and crawlers see the content at once); in the browser its module loads
 * and it hydrates when it comes near the viewport, or as soon as someone presses, focuses or types in
 * it (with `loadOn: "interaction"`, only then, or when pointed at). Rendered later by client navigation,
 * it simply loads at once.
 */
export function deferUntilVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferUntilVisibleOptions = {},
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));

  function DeferredPart(props: P) {
    const partId = useId();
    // Found only while hydrating: a part rendered by client navigation is not in the document yet.
    const [serverHtml] = useState(() => (isServer ? null : copyServerHtml(partId)));
    // Open from the start on the server, and in the browser for a part rendered afresh (client navigation):
    // there is no server HTML to keep, and a navigation must not wait on a part nobody scrolled to.
    const [gate] = useState(() => createVisibilityGate(isServer || serverHtml === null));
    const [state, setState] = useState<HydrationState>("deferred");
    const wrapper = useRef<HTMLDivElement>(null);
    const [markHydrated] = useState(() => () => {
      setState("hydrated");
      replayEditsMadeBeforeHydration(wrapper.current);
    });

    useEffect(() => {
      const element = wrapper.current;
      if (gate.isOpen() || !element) return;
      const onInteractionOnly = options.loadOn === "interaction";
      if (!onInteractionOnly && typeof IntersectionObserver !== "function") {
        gate.open();
        return;
      }
      const observer = onInteractionOnly
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) gate.open();
            },
            { rootMargin: options.rootMargin ?? DEFAULT_ROOT_MARGIN },
          );
      observer?.observe(element);
      // Listened for on the window: React stops these events at the root while the part is dehydrated.
      const openOnInteraction = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) gate.open();
      };
      const interactions = onInteractionOnly ? INTERACTIONS_AND_POINTING : INTERACTIONS;
      for (const type of interactions)
        window.addEventListener(type, openOnInteraction, { capture: true, passive: true });
      const stop = () => {
        observer?.disconnect();
        for (const type of interactions) window.removeEventListener(type, openOnInteraction, { capture: true });
      };
      void gate.promise.then(stop);
      return stop;
    }, [gate]);

    return (
      <div ref={wrapper} className="deferred-part" data-deferred-part={partId} data-hydration={state}>
        <Suspense fallback={serverHtml ? <ServerHtmlCopy copy={serverHtml} gate={gate} /> : null}>
          <Gate gate={gate}>
            <Part {...props} />
            <MountSignal onMount={markHydrated} />
          </Gate>
        </Suspense>
      </div>
    );
  }
  DeferredPart.displayName = "DeferredPart";
  return DeferredPart;
}
