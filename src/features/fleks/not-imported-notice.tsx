import { useQuery } from "@rocicorp/zero/react";
import { InfoIcon } from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";

const t = nl.fleksActions;

/**
 * Above the Fleks tabs once a sync brought employees in that nobody imported: until then the
 * assistant does not know their numbers, and the import is two clicks away on Actions (the
 * way there is left out on that tab itself). Live: the count the database keeps of platform
 * employees no employee is linked to by Fleks id, as Medewerkers shows it, and of imported
 * ones whose details changed in Fleks since (applied by the next import, or by itself after
 * each sync when employees are pulled).
 */
export function NotImportedNotice(props: { organizationId: string; onActions: (() => void) | null }) {
  const [counts] = useQuery(queries.fleksActions.importCounts({ organizationId: props.organizationId }));
  const waiting = counts?.waiting ?? 0;
  const changed = counts?.changed ?? 0;
  if (waiting === 0 && changed === 0) return null;
  return (
    <div
      role="note"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-md border bg-muted/50 p-3 text-sm"
      data-testid="fleks-not-imported"
    >
      <InfoIcon aria-hidden className="size-4 shrink-0" />
      <div className="mr-auto">
        {waiting > 0 && <p className="font-medium">{t.notImported(waiting)}</p>}
        {waiting > 0 && <p className="text-muted-foreground">{t.notImportedHint}</p>}
        {changed > 0 && (
          <p className="font-medium" data-testid="fleks-changed">
            {t.changedInFleks(changed)}
          </p>
        )}
        {changed > 0 && <p className="text-muted-foreground">{t.changedInFleksHint}</p>}
      </div>
      {props.onActions && (
        <Button size="sm" variant="outline" onClick={props.onActions}>
          {t.goToImport}
        </Button>
      )}
    </div>
  );
}
