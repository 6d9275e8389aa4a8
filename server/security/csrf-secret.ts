import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import { serverSecrets } from "../db/schema/server-secrets";

const NAME = "csrf-secret";

/**
 * The key that signs CSRF tokens. CSRF_SECRET when configured; otherwise one generated on the first start
 * and kept in the database, so every copy of the server (and every restart) signs and checks alike.
 */
export function csrfSecretSource(db: Database, configured: string | undefined): () => Promise<Uint8Array> {
  if (configured) {
    const key = new TextEncoder().encode(configured);
    return async () => key;
  }
  let loading: Promise<Uint8Array> | undefined;
  return () => {
    loading ??= (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: NAME, value: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, NAME));
      if (!row) throw new Error("The CSRF secret could not be stored.");
      return new Uint8Array(Buffer.from(row.value, "base64url"));
    })().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
