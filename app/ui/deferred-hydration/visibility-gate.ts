/**
 * A one-shot gate: a promise that resolves the first time `open()` is called. Deferred parts of a page
 * suspend on it (React's `use`) while they wait to come into view; opening it twice is harmless.
 */
export interface VisibilityGate {
  readonly promise: Promise<void>;
  readonly isOpen: () => boolean;
  readonly open: () => void;
}

/** The fields React's `use()` reads to take a settled promise's value without suspending. */
interface TrackedPromise extends Promise<void> {
  status?: "fulfilled";
  value?: undefined;
}

export function createVisibilityGate(startOpen = false): VisibilityGate {
  let release: () => void = () => {};
  const promise: TrackedPromise = new Promise<void>((resolve) => (release = resolve));
  const open = () => {
    if (promise.status === "fulfilled") return;
    promise.status = "fulfilled";
    promise.value = undefined;
    release();
  };
  if (startOpen) open();
  return { promise, isOpen: () => promise.status === "fulfilled", open };
}
