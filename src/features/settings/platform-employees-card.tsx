import { useQuery } from "@rocicorp/zero/react";
import { useMemo, useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { fleksActionsApi } from "../fleks/fleks-actions-api.ts";
import { useActionRun } from "../fleks/use-action-run.ts";
import { useFleksData } from "../fleks/use-fleks-data.ts";

const t = nl.fleksActions;
const SHOWN = 10;

/**
 * Medewerkers: the Fleks employees not imported yet (live: the synced platform employees
 * less those a product employee is linked to by external id), with an import for one or
 * all. Each import is a recorded run; its counts come as a toast when it ends. Shown only
 * when the organisation has Fleks connected.
 */
export function PlatformEmployeesCard(props: {
  organizationId: string;
  /** Null while Medewerkers still syncs: who is linked is not known until then. */
  employees: readonly { external_id?: string | null | undefined }[] | null;
  isAdmin: boolean;
}) {
  const { integration, runs } = useFleksData(props.organizationId);
  const [platform, platformResult] = useQuery(
    queries.fleksActions.platformEmployees({ organizationId: props.organizationId }),
  );
  const action = useActionRun(runs, (r) => r.kind === "import" && !r.dry_run);
  // The first ten, until asked for all: each person can then be imported on their own.
  const [all, setAll] = useState(false);
  const waiting = useMemo(() => {
    if (!props.employees) return [];
    const linked = new Set(props.employees.flatMap((e) => (e.external_id ? [e.external_id] : [])));
    return platform.filter((p) => !linked.has(p.uuid));
  }, [platform, props.employees]);
  // Counted from half-synced lists it would first say every platform employee still waits.
  if (!integration || !props.employees || platformResult.type !== "complete") return null;

  const importThese = (uuids?: string[]) =>
    action.start(() => fleksActionsApi(props.organizationId).importEmployees(uuids ? { uuids } : {}));

  return (
    <section className="space-y-2 rounded-md border p-3" data-testid="platform-employees">
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-auto">
          <h3 className="text-sm font-medium">{t.platformTitle}</h3>
          <p className="text-xs text-muted-foreground" data-testid="platform-employees-count">
            {waiting.length === 0 ? t.platformAllImported : t.platformDescription(waiting.length)}
          </p>
        </div>
        {props.isAdmin && waiting.length > 0 && (
          <Button size="sm" disabled={action.busy} onClick={() => importThese()}>
            {action.busy ? t.importing : t.importAll}
          </Button>
        )}
      </div>
      {waiting.length > 0 && (
        <ul className={`divide-y text-sm ${all ? "max-h-96 overflow-y-auto" : ""}`}>
          {(all ? waiting : waiting.slice(0, SHOWN)).map((p) => (
            <li key={p.uuid} className="flex items-center gap-3 py-1" data-testid="platform-employee">
              <span className="font-medium">{`${p.first_name} ${p.last_name}`.trim()}</span>
              <span className="text-muted-foreground">{p.phone ?? nl.employees.noPhone}</span>
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
          {!all && waiting.length > SHOWN && (
            <li className="flex items-center gap-2 py-1 text-xs text-muted-foreground">
              {t.more(waiting.length - SHOWN)}
              <Button size="sm" variant="link" className="h-auto p-0 text-xs" onClick={() => setAll(true)}>
                {t.showAllWaiting(waiting.length)}
              </Button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
