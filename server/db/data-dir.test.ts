import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = join(root, "node_modules/.bin/tsx");
const contender = join(root, "tests/support/lock-contender.ts");

const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    }),
  );
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Starts a process that takes the folder's lock on "go"; resolves once it is ready, with its next line. */
async function startContender(dataDir: string): Promise<{ child: ChildProcess; go(): Promise<string> }> {
  const child = spawn(tsx, [contender, dataDir], { cwd: root, stdio: ["pipe", "pipe", "inherit"] });
  children.push(child);
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const ready = await lines.next();
  expect(ready.value).toBe("ready");
  return {
    child,
    async go() {
      child.stdin!.write("go\n");
      return String((await lines.next()).value);
    },
  };
}

describe("lockDataDir", { timeout: 120_000 }, () => {
  it("lets exactly one of several processes started at once take over the lock of a server that was killed", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "umoya-lock-"));
    folders.push(dataDir);
    const first = await startContender(dataDir);
    expect(await first.go()).toBe("locked");
    let holder = first.child;
    for (let round = 1; round <= 3; round += 1) {
      // The holder dies without releasing the lock, as a crash or SIGKILL leaves it.
      const exited = once(holder, "exit");
      holder.kill("SIGKILL");
      await exited;
      const contenders = await Promise.all(Array.from({ length: 5 }, () => startContender(dataDir)));
      const answers = await Promise.all(contenders.map((one) => one.go()));
      const winners = contenders.filter((_, index) => answers[index] === "locked");
      expect(winners, answers.join("\n")).toHaveLength(1);
      for (const answer of answers.filter((line) => line !== "locked")) {
        expect(answer).toMatch(/^refused DataDirError: Another server holds the data folder/);
      }
      holder = winners[0]!.child;
      for (const [index, one] of contenders.entries()) if (answers[index] !== "locked") one.child.kill("SIGKILL");
    }
  });
});
