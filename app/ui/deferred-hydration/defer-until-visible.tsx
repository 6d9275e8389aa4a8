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
import { useHydrated } from "~/ui/shared/use-hydrated";
import { createVisibilityGate, type VisibilityGate } from "./visibility-gate";
import "./deferred-part.css";

/** How far ahead of the viewport a deferred part starts loading, so it is ready before it is reached. */
export const DEFAULT_ROOT_MARGIN = "600px 0px";

/** Shown on the wrapper, for styles and tests: "deferred" until the part's code has run, then "hydrated". */
export type HydrationState = "deferred" | "hydrated";

const isServer = typeof document === "undefined";

function Gate({ gate, children }: { readonly gate: VisibilityGate; readonly children: ReactNode }) {
  // Suspending while React hydrates keeps the server's HTML in place (a dehydrated boundary) until the
  // gate opens; then the part's code loads and hydrates that HTML. Rendered afresh in the browser instead
  // (client navigation, or React giving up on hydrating it because a context above it changed), there
  // is no server HTML to keep: load at once, or a navigation would wait on a part nobody scrolled to.
  if (useHydrated()) gate.open();
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
function ServerHtmlCopy({ copy }: { readonly copy: DocumentFragment }) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    holder.current?.replaceChildren(copy.cloneNode(true));
  }, [copy]);
  return <div ref={holder} className="deferred-part__server-html" />;
}

function MountSignal({ onMount }: { readonly onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

export interface DeferUntilVisibleOptions {
  /** IntersectionObserver root margin; defaults to DEFAULT_ROOT_MARGIN. */
  readonly rootMargin?: string;
}

/**
 * Wraps a below-the-fold part of a page whose code should not be in the first download. The server
 * renders it in full (visitors and crawlers see the content at once); in the browser its module loads
 * and it hydrates when it comes near the viewport, or as soon as someone points at, focuses or types in
 * it. Rendered later by client navigation, it simply loads at once.
 */
export function deferUntilVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: DeferUntilVisibleOptions = {},
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));

  function DeferredPart(props: P) {
    const partId = useId();
    const [gate] = useState(() => createVisibilityGate(isServer));
    // Found only while hydrating: a part rendered by client navigation is not in the document yet.
    const [serverHtml] = useState(() => (isServer ? null : copyServerHtml(partId)));
    const [state, setState] = useState<HydrationState>("deferred");
    const wrapper = useRef<HTMLDivElement>(null);
    const [markHydrated] = useState(() => () => {
      setState("hydrated");
      replayEditsMadeBeforeHydration(wrapper.current);
    });

    useEffect(() => {
      const element = wrapper.current;
      if (gate.isOpen() || !element) return;
      if (typeof IntersectionObserver !== "function") {
        gate.open();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) gate.open();
        },
        { rootMargin: options.rootMargin ?? DEFAULT_ROOT_MARGIN },
      );
      observer.observe(element);
      // Listened for on the window: React stops these events at the root while the part is dehydrated.
      const openOnInteraction = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) gate.open();
      };
      const interactions = ["pointerdown", "focusin", "keydown", "touchstart"] as const;
      for (const type of interactions)
        window.addEventListener(type, openOnInteraction, { capture: true, passive: true });
      const stop = () => {
        observer.disconnect();
        for (const type of interactions) window.removeEventListener(type, openOnInteraction, { capture: true });
      };
      void gate.promise.then(stop);
      return stop;
    }, [gate]);

    return (
      <div ref={wrapper} className="deferred-part" data-deferred-part={partId} data-hydration={state}>
        <Suspense fallback={serverHtml ? <ServerHtmlCopy copy={serverHtml} /> : null}>
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
