import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { Pool } from "pg";
import PgBoss from "pg-boss";
import { queryRows, type Database, type DatabaseHandle } from "../db/client";

/**
 * The job queue under the outbox: pg-boss 10, on PostgreSQL and on the embedded PGlite alike, through
 * pg-boss's own database adapter option (`db: { executeSql }`). Its tables live in the `pgboss` schema,
 * which pg-boss creates and migrates itself at start.
 */

/** pg-boss's database adapter: run one SQL text with $n parameters, answer its rows. */
export type SqlExecutor = PgBoss.Db;

/**
 * A SQL text with PostgreSQL's `$1`, `$2` … placeholders, as a Drizzle query: the text between the
 * placeholders goes in raw, each placeholder becomes a bound parameter (one per occurrence, so a
 * placeholder used twice is bound twice). Values pass to the driver unchanged (arrays and objects included).
 */
function positionalSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    chunks.push(sql`${sql.param(value === undefined ? null : value)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * An adapter that runs pg-boss's statements through a Drizzle database or transaction. Given the
 * transaction that stores a lead, `boss.send(…, { db })` writes the lead's job in that same transaction:
 * both are committed, or neither is. Single statements only (what send, complete and fail run).
 */
export function transactionExecutor(db: Database): SqlExecutor {
  return {
    executeSql: async (text, values = []) => ({
      rows: await queryRows(db, positionalSql(text, values as unknown[])),
    }),
  };
}

/**
 * pg-boss's own connection: the server's pool on PostgreSQL; on PGlite the embedded database itself
 * (pg-boss sends its maintenance as several statements in one text without parameters, which PGlite runs
 * with `exec`).
 */
function handleExecutor(handle: DatabaseHandle): SqlExecutor {
  if (handle.driver === "postgres") {
    const pool = (handle.db as Database & { $client: Pool }).$client;
    return {
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // Several statements in one text answer one result each; pg-boss reads the last.
        return Array.isArray(result) ? (result.at(-1) as { rows: unknown[] }) : result;
      },
    };
  }
  const client = (handle.db as Database & { $client: PGlite }).$client;
  return {
    executeSql: async (text, values) => {
      if (values === undefined || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

export interface JobQueueOptions {
  /** How often a job left active by a process that died is failed (and so retried): seconds. */
  readonly maintenanceIntervalSeconds: number;
  readonly onError: (error: Error) => void;
}

/** Starts pg-boss on the server's database (installing or migrating its schema when needed). */
export async function startJobQueue(handle: DatabaseHandle, options: JobQueueOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    db: handleExecutor(handle),
    // No cron schedules are used; the supervisor fails jobs whose worker died (expiry), archives and deletes.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    monitorStateIntervalSeconds: Math.max(options.maintenanceIntervalSeconds, 10),
  });
  boss.on("error", options.onError);
  await boss.start();
  return boss;
}
