/**
 * What a log line may say about an error: its type, the database's error code (SQLSTATE) or the system's
 * (ECONNREFUSED), the constraint, table and column it names, and where in the code it was thrown.
 *
 * Never the message: a database error's message quotes the failed query with its parameters, and its
 * detail quotes the refused row ("Failing row contains (Thandi, Nkosi, 0825551234, …)"); the embedded
 * database even attaches the parameters to the error itself. A lead's name, number and address must not
 * reach a log that way, so only these named fields are copied, from the error and each of its causes.
 */
export interface ErrorSummary {
  readonly type: string;
  readonly code?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  /** The same, for the error this one wraps (Drizzle wraps the driver's error, for one). */
  readonly cause?: ErrorSummary;
  /** Stack frames (function and file:line), without the message lines above them. */
  readonly frames?: readonly string[];
}

const MAX_CAUSES = 4;
const MAX_FRAMES = 8;
/** Codes and names are short identifiers; anything else in those fields is not copied. */
const IDENTIFIER = /^[\w.$-]{1,63}$/;

function identifier(value: unknown): string | undefined {
  return typeof value === "string" && IDENTIFIER.test(value)
    ? value
    : typeof value === "number"
      ? String(value)
      : undefined;
}

function typeOf(error: object): string {
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  const name = identifier(constructorName) ?? identifier((error as { name?: unknown }).name);
  return name ?? "unknown";
}

function framesOf(stack: unknown): string[] | undefined {
  if (typeof stack !== "string") return undefined;
  const frames = stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .map((line) => line.trim());
  return frames.length > 0 ? frames : undefined;
}

function summarise(error: unknown, depth: number, withFrames: boolean): ErrorSummary {
  if (typeof error !== "object" || error === null) return { type: typeof error };
  const fields = error as Record<string, unknown>;
  const summary: { -readonly [Key in keyof ErrorSummary]: ErrorSummary[Key] } = { type: typeOf(error) };
  const code = identifier(fields.code) ?? identifier(fields.errno);
  if (code !== undefined) summary.code = code;
  for (const key of ["constraint", "table", "column"] as const) {
    const value = identifier(fields[key]);
    if (value !== undefined) summary[key] = value;
  }
  if (fields.cause !== undefined && depth < MAX_CAUSES) summary.cause = summarise(fields.cause, depth + 1, false);
  if (withFrames) {
    const frames = framesOf(fields.stack);
    if (frames) summary.frames = frames;
  }
  return summary;
}

/** The loggable summary of anything thrown (see above). */
export function errorSummary(error: unknown): ErrorSummary {
  return summarise(error, 0, true);
}

/** Every code in the error's chain of causes, outermost first. */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let summary: ErrorSummary | undefined = summarise(error, 0, false); summary; summary = summary.cause) {
    if (summary.code !== undefined) codes.push(summary.code);
  }
  return codes;
}
