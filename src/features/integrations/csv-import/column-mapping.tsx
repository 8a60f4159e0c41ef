import { useId } from "react";
import type { ColumnMapping } from "../../../../common/employees/guess-columns.ts";
import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS } from "../../../../common/employees/import-row.ts";
import { nl } from "../../../../common/i18n/nl.ts";
import { ChoiceSelect } from "../../../components/ui/choice-select.tsx";
import { Label } from "../../../components/ui/label.tsx";

const t = nl.employeeImport;

/** One select per field over the file's headers; BSN and bank columns are not among them. */
export function ColumnMappingForm(props: {
  headers: readonly string[];
  sensitive: ReadonlySet<string>;
  /** Offered columns with a value that passes the BSN test: those rows are skipped. */
  bsn: ReadonlySet<string>;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const base = useId();
  const offered = props.headers.filter((h) => !props.sensitive.has(h));
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">{t.mapTitle}</legend>
      <p className="text-sm text-muted-foreground">{t.mapDescription}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {IMPORT_FIELDS.map((field) => {
          const id = `${base}-${field}`;
          return (
            <div key={field} className="space-y-1">
              <Label htmlFor={id}>
                {t.fields[field]}
                {REQUIRED_IMPORT_FIELDS.includes(field) && (
                  <span className="ml-1 text-xs font-normal text-muted-foreground">({t.required})</span>
                )}
              </Label>
              <ChoiceSelect
                id={id}
                value={props.mapping[field] ?? ""}
                values={offered}
                label={(h) => h}
                empty={t.notMapped}
                onChange={(h) => props.onChange({ ...props.mapping, [field]: h || null })}
              />
            </div>
          );
        })}
      </div>
      {props.bsn.size > 0 && (
        <p className="text-sm text-amber-700 dark:text-amber-400" role="note" data-testid="bsn-columns">
          {t.bsnValues([...props.bsn].join(", "))}
        </p>
      )}
      {props.sensitive.size > 0 && (
        <p className="text-xs text-muted-foreground" role="note">
          {t.sensitiveDropped([...props.sensitive].join(", "))}
        </p>
      )}
    </fieldset>
  );
}
