import { useState } from "react";
import { type ColumnMapping, guessColumns } from "../../../../common/employees/guess-columns.ts";
import {
  type CheckedRow,
  checkImportRows,
  type ImportCounts,
  type ImportRow,
  MAX_IMPORT_BATCH,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_FIELDS,
  type RowError,
} from "../../../../common/employees/import-row.ts";
import type { StoredIdentity } from "../../../../common/employees/other-person.ts";
import { endSentence } from "../../../../common/i18n/end-sentence.ts";
import { nl } from "../../../../common/i18n/nl.ts";
import { decodeFileText } from "../../../../common/input/decode-file-text.ts";
import { ApiError, api, call } from "../../../lib/api-client.ts";
import { batches, type CsvTable, importRows, parseCsv, sensitiveHeaders } from "./csv-table.ts";

const t = nl.employeeImport;
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type Skipped = { line: number; errors: RowError[] };
export type ImportState =
  | { step: "choose"; error?: string }
  | { step: "map"; fileName: string; table: CsvTable; sensitive: Set<string>; mapping: ColumnMapping }
  | { step: "importing"; done: number; total: number }
  | { step: "summary"; counts: ImportCounts; skipped: Skipped[]; failure?: string };

/** What the preview shows and the import sends: every row with the same checks the server makes. */
export function planImport(
  table: CsvTable,
  mapping: ColumnMapping,
  stored: ReadonlyMap<string, StoredIdentity> = new Map(),
) {
  const rows = importRows(table, mapping);
  const checked: CheckedRow[] = checkImportRows(rows, stored);
  const valid = rows.filter((_, i) => checked[i].ok);
  return { rows, checked, valid };
}

export const mappingComplete = (m: ColumnMapping) => REQUIRED_IMPORT_FIELDS.every((f) => m[f]);

/**
 * The import's steps: read and map a file, then send the rows that pass the checks in
 * batches (the server checks them again and answers per row), with progress and a summary.
 */
export function useEmployeeImport(organizationId: string) {
  const [state, setState] = useState<ImportState>({ step: "choose" });

  const choose = async (file: File) => {
    if (!/\.csv$/i.test(file.name)) return setState({ step: "choose", error: t.notCsv });
    if (file.size > MAX_FILE_BYTES) return setState({ step: "choose", error: t.tooLarge });
    let table: CsvTable;
    try {
      table = parseCsv(decodeFileText(await file.arrayBuffer()));
    } catch {
      return setState({ step: "choose", error: t.readFailed });
    }
    if (table.rows.length === 0) return setState({ step: "choose", error: t.empty });
    if (table.rows.length > MAX_IMPORT_ROWS) return setState({ step: "choose", error: t.tooManyRows(MAX_IMPORT_ROWS) });
    const sensitive = sensitiveHeaders(table);
    setState({ step: "map", fileName: file.name, table, sensitive, mapping: guessColumns(table.headers, sensitive) });
  };

  const setMapping = (mapping: ColumnMapping) => setState((s) => (s.step === "map" ? { ...s, mapping } : s));

  const start = async (valid: ImportRow[], skipped: Skipped[]) => {
    const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, skipped: skipped.length };
    const allSkipped = [...skipped];
    let done = 0;
    setState({ step: "importing", done, total: valid.length });
    try {
      for (const batch of batches(valid, MAX_IMPORT_BATCH)) {
        const reply = await call(api.employeeImport(organizationId).index.$post({ json: { rows: batch } }), t.failed);
        counts.created += reply.counts.created;
        counts.updated += reply.counts.updated;
        counts.unchanged += reply.counts.unchanged;
        counts.skipped += reply.counts.skipped;
        for (const r of reply.rows) if (r.outcome === "skipped") allSkipped.push({ line: r.line, errors: r.errors });
        done += batch.length;
        setState({ step: "importing", done, total: valid.length });
      }
    } catch (err) {
      const reason = err instanceof ApiError && !err.generic ? (err.description ?? err.title) : t.failed;
      return setState({
        step: "summary",
        counts,
        skipped: allSkipped,
        failure: `${endSentence(reason)} ${t.failedPartly(done)}`,
      });
    }
    allSkipped.sort((a, b) => a.line - b.line);
    setState({ step: "summary", counts, skipped: allSkipped });
  };

  return { organizationId, state, choose, setMapping, start, reset: () => setState({ step: "choose" }) };
}
