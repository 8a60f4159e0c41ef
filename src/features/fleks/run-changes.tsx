import { nl } from "../../../common/i18n/nl.ts";
import type { SyncChange } from "../../../common/integrations/sync-kinds.ts";
import { Badge } from "../../components/ui/badge.tsx";

const t = nl.fleksActions;
const MAX = 200;

/** What a run did, or would do in a dry-run: one line per change with its action, name and reason. */
export function RunChanges({ changes }: { changes: readonly SyncChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">{t.changesEmpty}</p>;
  return (
    <div className="space-y-1">
      <ul className="max-h-72 space-y-1 overflow-auto text-sm" data-testid="fleks-run-changes">
        {changes.map((change) => (
          <li
            key={`${change.action}:${change.record}`}
            className="flex flex-wrap items-center gap-2 rounded border px-2 py-1"
            data-action={change.action}
          >
            <Badge variant={change.action === "skip" || change.action === "deactivate" ? "outline" : "secondary"}>
              {t.action[change.action] ?? change.action}
            </Badge>
            <span>{change.label ?? change.record}</span>
            {change.reason && <span className="text-muted-foreground">— {change.reason}</span>}
          </li>
        ))}
      </ul>
      {changes.length >= MAX && <p className="text-xs text-muted-foreground">{t.changesCapped}</p>}
    </div>
  );
}
