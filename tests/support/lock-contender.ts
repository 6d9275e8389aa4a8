import { lockDataDir } from "../../server/db/data-dir";

/**
 * One process that wants a data folder's lock (server/db/data-dir.test.ts starts several at once): it says
 * "ready", takes the lock when a line arrives on its standard input, says "locked" or "refused <error>", and
 * then holds what it has until it is killed.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: lock-contender <data folder>");
process.stdin.once("data", () => {
  lockDataDir(dataDir, () => process.stdout.write("lost\n")).then(
    () => process.stdout.write("locked\n"),
    (error: unknown) => process.stdout.write(`refused ${(error as Error).name}: ${(error as Error).message}\n`),
  );
});
process.stdout.write("ready\n");
