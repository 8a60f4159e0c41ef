import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog.tsx";
import { RunChanges } from "./run-changes.tsx";
import type { SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleks;

/** A run's error, its error samples (record and message) and its changes, opened from the run table. */
export function RunErrorsDialog({ run }: { run: SyncRunRow }) {
  const samples = run.error_samples ?? [];
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          {t.runDetails}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.runErrorsTitle(t.objects[run.object])}</DialogTitle>
          <DialogDescription>{t.runCounts(run.fetched, run.created, run.updated, run.failed)}</DialogDescription>
        </DialogHeader>
        {run.error && <p className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">{run.error}</p>}
        {samples.length === 0 && !run.error ? (
          <p className="text-sm text-muted-foreground">{t.runNoErrors}</p>
        ) : (
          <ul className="max-h-80 space-y-1 overflow-auto text-sm" data-testid="fleks-run-errors">
            {samples.map((sample, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: samples are a fixed list with no ids
              <li key={i} className="rounded border p-2">
                {sample.record && <span className="mr-2 font-mono text-xs">{sample.record}</span>}
                {sample.message}
              </li>
            ))}
          </ul>
        )}
        {(run.changes?.length ?? 0) > 0 && (
          <div className="space-y-2">
            <h3 className="text-sm font-medium">{nl.fleksActions.changesTitle}</h3>
            <RunChanges changes={run.changes} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
