import { employeeMessages } from "@cloudoc/contract";
import { parse } from "csv-parse/sync";
import { badRequest } from "../../platform/envelope";

/**
 * Reads a CSV staff list into rows of cells with csv-parse (quotes, commas and line breaks in
 * cells, a spreadsheet's byte-order mark, blank lines).
 */

/** The file's rows, each a list of trimmed cells; unreadable CSV answers 400. */
export function readCsvRows(text: string): string[][] {
  let records: unknown;
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      max_record_size: 20_000,
    });
  } catch {
    throw badRequest(employeeMessages.importUnreadable);
  }
  if (!Array.isArray(records)) throw badRequest(employeeMessages.importUnreadable);
  return records.map((record: unknown) =>
    Array.isArray(record)
      ? record.map((cell: unknown) => (typeof cell === "string" ? cell : String(cell ?? "")))
      : [],
  );
}
