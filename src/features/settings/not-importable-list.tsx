import { useQuery } from "@rocicorp/zero/react";
import { nl } from "../../../common/i18n/nl.ts";
import { groupedNumber } from "../../../common/inbox/grouped-number.ts";
import { notImportableReason } from "../../../common/integrations/not-importable-reason.ts";
import { queries } from "../../../common/zero/queries.ts";

const t = nl.fleksActions;

/**
 * The Fleks employees nobody imported that an import would leave out (not active in Fleks,
 * no phone, a number shared in Fleks, …), apart from the ones waiting and not in their
 * count, each with the reason: "Alles importeren" promises only who it takes.
 */
export function NotImportableList(props: { organizationId: string; count: number }) {
  const [rows, result] = useQuery(queries.fleksActions.notImportable({ organizationId: props.organizationId }));
  if (props.count === 0) return null;
  return (
    <div className="space-y-1 text-sm" data-testid="platform-employees-not-importable">
      <h4 className="font-medium">{t.notImportableTitle(props.count)}</h4>
      <p className="text-xs text-muted-foreground">{t.notImportableHint}</p>
      <ul className="divide-y">
        {rows.map((p) => (
          <li key={p.uuid} className="flex flex-wrap items-center gap-3 py-1" data-testid="platform-employee-blocked">
            <span className="font-medium">{`${p.first_name} ${p.last_name}`.trim()}</span>
            <span className="text-muted-foreground">{p.phone ? groupedNumber(p.phone) : nl.employees.noPhone}</span>
            <span className="text-xs text-destructive">{notImportableReason(p)}</span>
          </li>
        ))}
      </ul>
      {/* Rows still arriving are no shorter list: "N meer" only once the server has answered. */}
      {result.type === "complete" && props.count > rows.length && rows.length > 0 && (
        <p className="text-xs text-muted-foreground">{t.more(props.count - rows.length)}</p>
      )}
    </div>
  );
}
