import Papa from "papaparse";
import type { ColumnMapping } from "../../../../common/employees/guess-columns.ts";
import { IMPORT_FIELDS, type ImportField, type ImportRow } from "../../../../common/employees/import-row.ts";
import { isSensitiveColumn, looksLikeBsn } from "../../../../common/employees/sensitive-columns.ts";

/** A parsed CSV: its header row and the records below it, every cell as text. */
export type CsvTable = { headers: string[]; rows: string[][] };

/** How many values per column decide whether it holds BSNs or bank accounts. */
const SAMPLE_SIZE = 20;

/**
 * Parses CSV text (comma or semicolon, as Dutch Excel writes it; quoted fields; a BOM).
 * Blank headers become "Kolom n" and repeated ones get a number, so each names one column.
 */
export function parseCsv(text: string): CsvTable {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [head = [], ...rows] = parsed.data;
  const seen = new Map<string, number>();
  const headers = head.map((raw, i) => {
    const name = raw.trim() || `Kolom ${i + 1}`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
  return { headers, rows };
}

/** The columns never read: BSN, bank or ID document, by header or by their first values. */
export function sensitiveHeaders(table: CsvTable): Set<string> {
  return new Set(
    table.headers.filter((h, i) =>
      isSensitiveColumn(
        h,
        table.rows.slice(0, SAMPLE_SIZE).map((r) => r[i] ?? ""),
      ),
    ),
  );
}

/**
 * The columns still offered in which any value (of every row, not a sample) passes the BSN
 * test: flagged in the preview, since the server skips each row that holds one.
 */
export function bsnHeaders(table: CsvTable, dropped: ReadonlySet<string>): Set<string> {
  return new Set(table.headers.filter((h, i) => !dropped.has(h) && table.rows.some((r) => looksLikeBsn(r[i] ?? ""))));
}

/** The mapped cells of every record, numbered by file line (the header is line 1). */
export function importRows(table: CsvTable, mapping: ColumnMapping): ImportRow[] {
  const index = Object.fromEntries(
    IMPORT_FIELDS.map((f) => [f, mapping[f] ? table.headers.indexOf(mapping[f]) : -1]),
  ) as Record<ImportField, number>;
  return table.rows.map((cells, i) => {
    const row = { line: i + 2 } as ImportRow;
    for (const f of IMPORT_FIELDS) row[f] = index[f] >= 0 ? (cells[index[f]] ?? "").trim() : "";
    return row;
  });
}

/** `items` in consecutive groups of at most `size`. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
