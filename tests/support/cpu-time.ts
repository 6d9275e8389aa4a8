/**
 * The CPU time this process spends while `work` runs, in milliseconds. Unlike the wall clock it does not
 * grow when other processes keep the machine's cores busy, so a bound on it tests the code's own cost
 * (a pattern that backtracks costs seconds of CPU on these inputs, a linear one a few milliseconds).
 */
export function cpuMillisecondsOf(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
