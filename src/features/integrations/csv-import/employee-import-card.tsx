import { useQuery } from "@rocicorp/zero/react";
import { useId, useMemo } from "react";
import { nl } from "../../../../common/i18n/nl.ts";
import { queries } from "../../../../common/zero/queries.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { TitledCard } from "../../../components/ui/titled-card.tsx";
import { ColumnMappingForm } from "./column-mapping.tsx";
import { bsnHeaders } from "./csv-table.ts";
import { ImportPreview } from "./import-preview.tsx";
import { ImportSummary } from "./import-summary.tsx";
import { type ImportState, mappingComplete, planImport, useEmployeeImport } from "./use-employee-import.ts";

const t = nl.employeeImport;

/** Files tab: import employees from a CSV (choose, map, preview, import with progress, summary). */
export function EmployeeImportCard({ organizationId, isAdmin }: { organizationId: string; isAdmin: boolean }) {
  const flow = useEmployeeImport(organizationId);
  const fileId = useId();
  const { state } = flow;
  return (
    <TitledCard title={t.title} description={t.description} contentClassName="space-y-6">
      {!isAdmin ? (
        <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>
      ) : state.step === "choose" ? (
        <div className="space-y-2">
          <Label htmlFor={fileId}>{t.fileLabel}</Label>
          <Input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="h-auto py-2"
            aria-describedby={state.error ? `${fileId}-error` : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void flow.choose(file);
              e.target.value = "";
            }}
          />
          {state.error && (
            <p id={`${fileId}-error`} role="alert" className="text-sm text-destructive">
              {state.error}
            </p>
          )}
        </div>
      ) : state.step === "map" ? (
        <MapStep state={state} flow={flow} />
      ) : state.step === "importing" ? (
        <Progress done={state.done} total={state.total} />
      ) : (
        <ImportSummary counts={state.counts} skipped={state.skipped} failure={state.failure} onAgain={flow.reset} />
      )}
    </TitledCard>
  );
}

function MapStep({
  state,
  flow,
}: {
  state: Extract<ImportState, { step: "map" }>;
  flow: ReturnType<typeof useEmployeeImport>;
}) {
  // The preview already refuses a row for another person than the one on record under its
  // number (the server checks again when importing).
  const [employees, employeesResult] = useQuery(
    queries.employees.ofOrganization({ organizationId: flow.organizationId }),
  );
  // Until the server has answered, the list is what other screens synced (the inbox's few):
  // rows for numbers on record would be counted as new, so no preview or count is shown yet.
  const known = employeesResult.type === "complete";
  const stored = useMemo(() => new Map(employees.map((e) => [e.phone_number ?? "", e])), [employees]);
  const plan = useMemo(() => planImport(state.table, state.mapping, stored), [state.table, state.mapping, stored]);
  const complete = mappingComplete(state.mapping);
  const invalid = plan.checked.filter((c) => !c.ok);
  const begin = () =>
    flow.start(
      plan.valid,
      invalid.map((c) => ({ line: c.line, errors: c.ok ? [] : c.errors })),
    );
  return (
    <>
      <p className="text-sm font-medium">{t.fileSummary(state.fileName, state.table.rows.length)}</p>
      <ColumnMappingForm
        headers={state.table.headers}
        sensitive={state.sensitive}
        bsn={bsnHeaders(state.table, state.sensitive)}
        mapping={state.mapping}
        onChange={flow.setMapping}
      />
      {!known ? (
        <p className="text-sm text-muted-foreground" role="status" data-testid="import-checking">
          {t.checking}
        </p>
      ) : complete ? (
        <>
          <ImportPreview rows={plan.rows} checked={plan.checked} />
          {invalid.length > 0 && (
            <p className="text-sm text-destructive" role="status">
              {t.invalidRows(invalid.length, plan.rows.length)}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-destructive" role="status">
          {t.mapRequired}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void begin()} disabled={!known || !complete || plan.valid.length === 0}>
          {known ? t.start(plan.valid.length) : t.checking}
        </Button>
        <Button variant="outline" onClick={flow.reset}>
          {t.back}
        </Button>
      </div>
    </>
  );
}

function Progress({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{t.importing}</p>
      <div
        role="progressbar"
        aria-label={t.importing}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">{t.progress(done, total)}</p>
    </div>
  );
}
