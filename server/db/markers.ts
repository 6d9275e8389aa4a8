import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { serverSecrets } from "./schema/server-secrets";

/**
 * One-time markers shared by every copy of the server (rows of server_secrets), such as "the stored markup
 * was sanitized under rules version N": read before doing the work, written in the transaction that did it.
 */
export async function markerValue(reader: Pick<Database, "select">, name: string): Promise<string | undefined> {
  const [marker] = await reader
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return marker?.value;
}

/** Sets a marker to `value`, whether or not it was set before. */
export async function setMarker(writer: Pick<Database, "insert">, name: string, value: string): Promise<void> {
  await writer
    .insert(serverSecrets)
    .values({ name, value })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value } });
}
