import { createContext, use, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * The runtime meta-description API of §2.1: a page can set (or update) its description, or clear it, while
 * it is shown. The override belongs to the path it was made on, so the next page starts from its own
 * registered description again.
 */
export interface MetaDescriptionApi {
  /** Sets or updates the description of the current page. */
  set(text: string): void;
  /** Removes the description tag of the current page. */
  clear(): void;
  /** Goes back to the page's registered description. */
  reset(): void;
}

interface Override {
  readonly path: string;
  readonly value: string | null;
}

interface ContextValue {
  readonly override: Override | null;
  readonly setOverride: (override: Override | null) => void;
}

const MetaDescriptionContext = createContext<ContextValue | null>(null);

export function MetaDescriptionProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<Override | null>(null);
  const value = useMemo(() => ({ override, setOverride }), [override]);
  return <MetaDescriptionContext value={value}>{children}</MetaDescriptionContext>;
}

function useMetaDescriptionContext(): ContextValue {
  const context = use(MetaDescriptionContext);
  if (!context) throw new Error("useMetaDescription needs a MetaDescriptionProvider above it");
  return context;
}

export function useMetaDescription(): MetaDescriptionApi {
  const { setOverride } = useMetaDescriptionContext();
  const { pathname } = useLocation();
  return useMemo(
    () => ({
      set: (text: string) => setOverride({ path: pathname, value: text }),
      clear: () => setOverride({ path: pathname, value: null }),
      reset: () => setOverride(null),
    }),
    [pathname, setOverride],
  );
}

/** The description to render for the current path: the page's override if it made one, else its own. */
export function useEffectiveDescription(registered: string | undefined): string | null {
  const { override } = useMetaDescriptionContext();
  const { pathname } = useLocation();
  if (override && override.path === pathname) return override.value;
  return registered ?? null;
}
