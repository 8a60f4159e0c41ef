import type { CheckedRow, ImportRow, RowError } from "../../../../common/employees/import-row.ts";
import { IMPORT_FIELDS } from "../../../../common/employees/import-row.ts";
import { nl } from "../../../../common/i18n/nl.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { TableScroll } from "../../../components/ui/table-scroll.tsx";

const t = nl.employeeImport;
export const PREVIEW_ROWS = 10;

export const rowErrorText = (errors: readonly RowError[]) => errors.map((e) => t.rowErrors[e]).join(", ");

/** The first rows as they will be imported, each with what is wrong with it. */
export function ImportPreview(props: { rows: readonly ImportRow[]; checked: readonly CheckedRow[] }) {
  const shown = props.rows.slice(0, PREVIEW_ROWS);
  return (
    <section className="space-y-2" aria-labelledby="import-preview-title">
      <h3 id="import-preview-title" className="font-medium">
        {t.previewTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{t.previewDescription(shown.length, props.rows.length)}</p>
      <TableScroll className="rounded-md border">
        <table className="w-full text-sm" data-testid="import-preview">
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th className="px-3 py-2 font-medium">{t.line}</th>
              {IMPORT_FIELDS.map((f) => (
                <th key={f} className="px-3 py-2 font-medium">
                  {t.fields[f]}
                </th>
              ))}
              <th className="px-3 py-2 font-medium">{t.problems}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {shown.map((row, i) => {
              const verdict = props.checked[i];
              return (
                <tr key={row.line} data-testid="preview-row" className={verdict.ok ? undefined : "bg-destructive/5"}>
                  <td className="px-3 py-2 tabular-nums">{row.line}</td>
                  {IMPORT_FIELDS.map((f) => (
                    <td key={f} className="max-w-40 truncate px-3 py-2">
                      {row[f]}
                    </td>
                  ))}
                  <td className="px-3 py-2">
                    {verdict.ok ? (
                      <Badge variant="outline">{t.ok}</Badge>
                    ) : (
                      <span className="text-xs text-destructive">{rowErrorText(verdict.errors)}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
