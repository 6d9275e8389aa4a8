/** §8, word for word. */
export const EXPERIMENTAL_WARNING = "This component is experimental. Please use with caution";

/** A warning that is given once per page load, however often it is asked for, and only in development. */
export function createOnceWarning(
  message: string,
  development: boolean,
  warn: (message: string) => void = console.warn,
) {
  let given = false;
  return () => {
    if (given || !development) return;
    given = true;
    warn(message);
  };
}
