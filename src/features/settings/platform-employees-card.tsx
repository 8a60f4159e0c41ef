import { useQuery } from "@rocicorp/zero/react";
import { useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { groupedNumber } from "../../../common/inbox/grouped-number.ts";
import { NOT_IMPORTED_MAX } from "../../../common/zero/queries/fleks-actions.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { fleksActionsApi } from "../fleks/fleks-actions-api.ts";
import { useActionRun } from "../fleks/use-action-run.ts";
import { useFleksData } from "../fleks/use-fleks-data.ts";
import { NotImportableList } from "./not-importable-list.tsx";

const t = nl.fleksActions;
const SHOWN = 10;

/**
 * Medewerkers: the Fleks employees not imported yet (live: the synced platform employees no
 * product employee is linked to by external id) that an import would take, with an import
 * for one or all; the ones it would leave out are listed apart with their reason. Each import
 * is a recorded run; its counts come as a toast when it ends. Shown only when the
 * organisation has Fleks connected. Syncs the ten it shows (all on request) and the count.
 * Below them, how many imported employees have
 * changed details in Fleks (one click imports them) and the imported ones to fix in Fleks.
 */
export function PlatformEmployeesCard(props: { organizationId: string; isAdmin: boolean }) {
  const { integration, runs } = useFleksData(props.organizationId);
  const action = useActionRun(runs, (r) => r.kind === "import" && !r.dry_run);
  // The first ten, until asked for all: each person can then be imported on their own.
  const [all, setAll] = useState(false);
  const [counts, countsResult] = useQuery(queries.fleksActions.importCounts({ organizationId: props.organizationId }));
  const [waiting, waitingResult] = useQuery(
    queries.fleksActions.notImported({ organizationId: props.organizationId, limit: all ? NOT_IMPORTED_MAX : SHOWN }),
  );
  const [flagged] = useQuery(queries.fleksActions.flagged({ organizationId: props.organizationId }));
  const total = counts?.waiting ?? 0;
  const changed = counts?.changed ?? 0;
  const blocked = counts?.blocked ?? 0;
  // Until both are in, a count or list would be a guess (an empty list would say all were imported).
  if (!integration || countsResult.type !== "complete" || waitingResult.type !== "complete") return null;

  const importThese = (uuids?: string[]) =>
    action.start(() => fleksActionsApi(props.organizationId).importEmployees(uuids ? { uuids } : {}));

  return (
    <section className="space-y-2 rounded-md border p-3" data-testid="platform-employees">
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-auto">
          <h3 className="text-sm font-medium">{t.platformTitle}</h3>
          <p className="text-xs text-muted-foreground" data-testid="platform-employees-count">
            {total > 0 ? t.platformDescription(total) : blocked > 0 ? t.platformAllImportable : t.platformAllImported}
          </p>
        </div>
        {props.isAdmin && total > 0 && (
          <Button size="sm" disabled={action.busy} onClick={() => importThese()}>
            {action.busy ? t.importing : t.importAll}
          </Button>
        )}
      </div>
      {total > 0 && waiting.length > 0 && (
        <ul className={`divide-y text-sm ${all ? "max-h-96 overflow-y-auto" : ""}`}>
          {waiting.map((p) => (
            <li key={p.uuid} className="flex items-center gap-3 py-1" data-testid="platform-employee">
              <span className="font-medium">{`${p.first_name} ${p.last_name}`.trim()}</span>
              <span className="text-muted-foreground">{p.phone ? groupedNumber(p.phone) : nl.employees.noPhone}</span>
              {props.isAdmin && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto"
                  disabled={action.busy}
                  onClick={() => importThese([p.uuid])}
                >
                  {t.importOne}
                </Button>
              )}
            </li>
          ))}
          {!all && total > waiting.length && (
            <li className="flex items-center gap-2 py-1 text-xs text-muted-foreground">
              {t.more(total - waiting.length)}
              <Button size="sm" variant="link" className="h-auto p-0 text-xs" onClick={() => setAll(true)}>
                {t.showAllWaiting(total)}
              </Button>
            </li>
          )}
        </ul>
      )}
      <NotImportableList organizationId={props.organizationId} count={blocked} />
      {changed > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="platform-employees-changed">
          <span className="mr-auto">{t.changedInFleks(changed)}</span>
          {props.isAdmin && (
            <Button size="sm" variant="outline" disabled={action.busy} onClick={() => importThese()}>
              {t.importChanges}
            </Button>
          )}
        </div>
      )}
      {flagged.length > 0 && (
        <div className="space-y-1 text-sm" data-testid="platform-employees-flagged">
          <h4 className="font-medium">{t.flaggedTitle}</h4>
          <ul className="divide-y">
            {flagged.map((p) => (
              <li key={p.uuid} className="flex flex-wrap items-center gap-3 py-1">
                <span className="font-medium">{`${p.first_name} ${p.last_name}`.trim()}</span>
                <span className="text-xs text-destructive">{p.import_note}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
