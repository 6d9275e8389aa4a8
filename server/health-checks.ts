/** Whether a dependency answers now; `detail` says what is wrong in a few words (never a secret). */
export type HealthCheck = () => Promise<{ readonly ok: boolean; readonly detail?: string }>;

/**
 * Longest wait for one check. /healthz answers within a second whatever hangs (a load balancer probing it
 * gives up after a few seconds and would count a slow answer as a dead server): a dependency that has not
 * answered by then counts as failing. The checks run at once, so this bounds the whole answer.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 500;

/** Runs every check at once; a check that throws, or has not answered within the time limit, counts as failing. */
export async function runHealthChecks(
  checks: Readonly<Record<string, HealthCheck>>,
  timeoutMs: number = HEALTH_CHECK_TIMEOUT_MS,
): Promise<(readonly [name: string, ok: boolean])[]> {
  return Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<{ ok: false }>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false }), timeoutMs);
      });
      try {
        // The check itself is left to finish (or fail) in the background: its own time limit ends it.
        return [name, (await Promise.race([check(), late])).ok] as const;
      } catch {
        return [name, false] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
}
