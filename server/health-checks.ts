/** Whether a dependency answers now; `detail` says what is wrong in a few words (never a secret). */
export type HealthCheck = () => Promise<{ readonly ok: boolean; readonly detail?: string }>;

/** Runs every check at once; a check that throws counts as failing. */
export async function runHealthChecks(
  checks: Readonly<Record<string, HealthCheck>>,
): Promise<(readonly [name: string, ok: boolean])[]> {
  return Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        return [name, (await check()).ok] as const;
      } catch {
        return [name, false] as const;
      }
    }),
  );
}
