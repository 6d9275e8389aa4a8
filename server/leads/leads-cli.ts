import { writeFile } from "node:fs/promises";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { DataDirError } from "../db/data-dir";
import { errorSummary } from "../error-summary";
import { runMigrations } from "../db/migrate";
import { databaseLeadStore } from "./store";
import { leadsCsv } from "./leads-csv";

const USAGE = `Usage: npm run leads -- <command>

  purge [--days N]     delete leads older than N days (default LEAD_RETENTION_DAYS, ${90} unless set)
  export [--out FILE]  write every lead as CSV to FILE, or to standard output

Uses the same database as the server (DATABASE_URL, or the PGlite folder in DATA_DIR).`;

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** `npm run leads -- purge|export`: the sales team's export and the retention purge. */
async function main(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== "purge" && command !== "export") {
    process.stderr.write(`${USAGE}\n`);
    return command === undefined || command === "--help" ? 0 : 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const store = databaseLeadStore(database.db, database.transaction);
    if (command === "purge") {
      const daysText = option(rest, "--days");
      const days = daysText === undefined ? config.leadRetentionDays : Number(daysText);
      if (!Number.isInteger(days) || days < 1) {
        process.stderr.write("--days must be a whole number of days, 1 or more.\n");
        return 2;
      }
      const cutoff = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      const removed = await store.purgeCreatedBefore(cutoff);
      process.stdout.write(
        `Deleted ${removed} lead${removed === 1 ? "" : "s"} created before ${cutoff.toISOString()} (retention ${days} days).\n`,
      );
      return 0;
    }
    const leads = await store.list();
    const csv = leadsCsv(leads);
    const out = option(rest, "--out");
    if (out) {
      // Personal data: readable by the owner only.
      await writeFile(out, csv, { mode: 0o600 });
      process.stderr.write(`Wrote ${leads.length} lead${leads.length === 1 ? "" : "s"} to ${out}.\n`);
    } else {
      process.stdout.write(csv);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Our own errors say what to do; any other (a database error) by its type and codes only, since its
    // message can quote the values of the query that failed.
    const known = error instanceof ConfigError || error instanceof DataDirError;
    process.stderr.write(`leads: ${known ? error.message : JSON.stringify(errorSummary(error))}\n`);
    process.exit(1);
  },
);
