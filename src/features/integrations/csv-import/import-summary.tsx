import type { ImportCounts } from "../../../../common/employees/import-row.ts";
import { nl } from "../../../../common/i18n/nl.ts";
import { Button } from "../../../components/ui/button.tsx";
import { rowErrorText } from "./import-preview.tsx";
import type { Skipped } from "./use-employee-import.ts";

const t = nl.employeeImport;

/** Created, updated, unchanged and skipped, with each skipped line and why. */
export function ImportSummary(props: {
  counts: ImportCounts;
  skipped: readonly Skipped[];
  failure?: string;
  onAgain: () => void;
}) {
  const figures: Array<[string, number]> = [
    [t.created, props.counts.created],
    [t.updated, props.counts.updated],
    [t.unchanged, props.counts.unchanged],
    [t.skipped, props.counts.skipped],
  ];
  return (
    <section className="space-y-4" aria-labelledby="import-summary-title" data-testid="import-summary">
      <h3 id="import-summary-title" className="font-medium">
        {props.failure ? t.failed : t.summaryTitle}
      </h3>
      {props.failure && (
        <p role="alert" className="text-sm text-destructive">
          {props.failure}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, n]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`import-count-${label}`}>
              {n}
            </dd>
          </div>
        ))}
      </dl>
      {props.skipped.length > 0 && (
        <div className="space-y-1">
          <h4 className="text-sm font-medium">{t.skippedList}</h4>
          <ul className="max-h-48 overflow-y-auto rounded-md border text-sm" data-testid="import-skipped">
            {props.skipped.map((s) => (
              <li key={s.line} className="px-3 py-1">
                {t.line} {s.line}: {rowErrorText(s.errors)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button variant="outline" onClick={props.onAgain}>
        {t.again}
      </Button>
    </section>
  );
}
