import { nl } from "../../../common/i18n/nl.ts";
import type { SyncRunKind } from "../../../common/integrations/sync-kinds.ts";

/**
 * A run's progress as the Monitor and Actions tab show it. An import counts employees, not
 * pages (it reads no pages from Fleks: its pages_done/pages_total are employees processed and
 * to process); every other run counts the pages it read. A run that read nothing and knows of
 * nothing to read (one that failed at its first request, or has not started) shows a dash.
 */
export function runProgress(run: { kind: SyncRunKind; pages_done: number; pages_total?: number | null }): string {
  const total = run.pages_total ?? null;
  if (run.pages_done === 0 && !total) return "—";
  return run.kind === "import"
    ? nl.fleksActions.importProgress(run.pages_done, total)
    : nl.fleks.pages(run.pages_done, total);
}
