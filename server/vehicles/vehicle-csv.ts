import { CsvError, parse } from "csv-parse/sync";
import { vehicleInputSchema, type VehicleInput } from "../../app/lib/vehicles/vehicle-search";
import { fieldsOfIssues } from "../validation/fields-of-issues";
import { VEHICLE_CSV_COLUMNS, VEHICLE_CSV_OPTIONAL_COLUMNS } from "./vehicle-csv-columns";

/** Most listings one dealer feed may carry. */
export const VEHICLE_IMPORT_MAX_ROWS = 10_000;
/** Most bytes one dealer feed may be. */
export const VEHICLE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many bad rows are listed in an answer; the count says how many there were in all. */
export const VEHICLE_IMPORT_MAX_REPORTED_ROWS = 200;

/** A row the feed cannot take: its line in the file (the header is line 1) and each field at fault. */
export interface BadVehicleRow {
  readonly row: number;
  readonly fields: Readonly<Record<string, string>>;
}

export type VehicleCsvOutcome =
  | { readonly ok: true; readonly listings: readonly VehicleInput[] }
  /** The file itself: not CSV, a header without the required columns, with unknown ones, or too many rows. */
  | { readonly ok: false; readonly problem: "file"; readonly fields: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly problem: "rows"; readonly badRows: number; readonly rows: readonly BadVehicleRow[] };

/**
 * Reads a dealer feed: a CSV file whose first line names its columns (VEHICLE_CSV_COLUMNS; variant, colour
 * and town may be left out), one listing per line after it. Every row is checked before anything is
 * stored, so a feed goes in whole or not at all.
 */
export function parseVehicleCsv(text: string): VehicleCsvOutcome {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      // Each record with the line it ends on, so a bad row is named by its line in the file.
      info: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      // A row with too few or too many cells is reported as that row's mistake, not the file's.
      relax_column_count: true,
      to_line: VEHICLE_IMPORT_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = "lines" in error && typeof error.lines === "number" ? error.lines : undefined;
    return { ok: false, problem: "file", fields: { [line === undefined ? "body" : `row ${line}`]: "malformed" } };
  }
  const header = records[0]?.record;
  const rows = records.slice(1);
  if (!header || header.length === 0) return { ok: false, problem: "file", fields: { body: "required" } };
  const fields: Record<string, string> = {};
  for (const column of header)
    if (!(VEHICLE_CSV_COLUMNS as readonly string[]).includes(column)) fields[`header.${column}`] = "unknown";
  for (const column of VEHICLE_CSV_COLUMNS)
    if (!VEHICLE_CSV_OPTIONAL_COLUMNS.includes(column) && !header.includes(column))
      fields[`header.${column}`] = "required";
  if (new Set(header).size !== header.length) fields.header = "duplicate";
  if (rows.length === 0) fields.body = "empty";
  if (rows.length > VEHICLE_IMPORT_MAX_ROWS) fields.body = "too_many_rows";
  if (Object.keys(fields).length > 0) return { ok: false, problem: "file", fields };

  const listings: VehicleInput[] = [];
  const bad: BadVehicleRow[] = [];
  let badRows = 0;
  rows.forEach(({ record: cells, info }) => {
    const record: Record<string, string> = {};
    header.forEach((column, at) => (record[column] = cells[at] ?? ""));
    const parsed = vehicleInputSchema.safeParse(record);
    if (cells.length !== header.length) {
      badRows += 1;
      if (bad.length < VEHICLE_IMPORT_MAX_REPORTED_ROWS)
        bad.push({ row: info.lines, fields: { columns: cells.length < header.length ? "too_few" : "too_many" } });
    } else if (parsed.success) listings.push(parsed.data);
    else {
      badRows += 1;
      if (bad.length < VEHICLE_IMPORT_MAX_REPORTED_ROWS)
        bad.push({ row: info.lines, fields: fieldsOfIssues(parsed.error.issues, record) });
    }
  });
  return badRows > 0 ? { ok: false, problem: "rows", badRows, rows: bad } : { ok: true, listings };
}
