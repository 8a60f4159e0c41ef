import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { isValidSchedule, nextRunAt } from "../../../common/integrations/cron.ts";
import { SYNC_DIRECTIONS, type SyncDirection } from "../../../common/integrations/sync-kinds.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { formatDateTime, relativeTime } from "../../lib/relative-time.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { failureReason } from "./run-failure.ts";
import { RunStatusBadge } from "./run-status-badge.tsx";
import type { SyncObjectRow, SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleks;

/** Whether the scheduler runs the object (the dispatcher pulls enabled objects that are not push-only). */
const scheduled = (row: SyncObjectRow) => row.enabled && row.direction !== "push";
/** Why an object has no next scheduled run. */
const scheduleNote = (row: SyncObjectRow) => (row.enabled ? t.nextRunPush : t.nextRunOff);

/** One object's sync settings; each change is saved at once through syncObject.update. */
export function SyncObjectTableRow(props: {
  row: SyncObjectRow;
  lastRun: SyncRunRow | undefined;
  canEdit: boolean;
  busy: boolean;
  onSyncNow: () => void;
  /** The clock the next scheduled run is counted from (ticks while the tab is open). */
  now: number;
}) {
  const { row } = props;
  const mutate = useMutate();
  const [schedule, setSchedule] = useState(row.schedule);
  useEffect(() => setSchedule(row.schedule), [row.schedule]);
  const saving = useRef<string | null>(null);
  const scheduleValid = isValidSchedule(schedule);
  const label = t.objects[row.object];

  const update = async (changes: {
    enabled?: boolean;
    direction?: SyncDirection;
    schedule?: string;
    useWebhooks?: boolean;
  }) => {
    const res = await mutate(mutators.syncObject.update({ id: row.id, ...changes, now: Date.now() }));
    if (!res.ok) toast.error(t.settingsSaveFailed, { description: res.message });
    return res.ok;
  };
  const saveSchedule = async () => {
    const next = schedule.trim();
    // Enter and then leaving the field save once, not twice.
    if (!scheduleValid || next === row.schedule || next === saving.current) return;
    saving.current = next;
    const ok = await update({ schedule: next });
    saving.current = null;
    if (!ok) return;
    const at = scheduled(row) ? nextRunAt(next, Date.now()) : null;
    toast.success(t.scheduleSaved(label), {
      description: at === null ? scheduleNote(row) : t.nextRun(formatDateTime(at)),
    });
  };
  const nextAt = scheduled(row) ? nextRunAt(row.schedule, props.now) : null;
  const reason = props.lastRun ? failureReason(props.lastRun) : null;

  return (
    <tr className="border-b last:border-0" data-testid={`fleks-sync-${row.object}`}>
      <td className="p-2 font-medium">{label}</td>
      <td className="p-2">
        <Switch
          checked={row.enabled}
          disabled={!props.canEdit}
          aria-label={`${t.enabled}: ${label}`}
          onCheckedChange={(enabled) => void update({ enabled })}
        />
      </td>
      <td className="p-2">
        <ChoiceSelect<SyncDirection>
          aria-label={`${t.direction}: ${label}`}
          value={row.direction}
          values={SYNC_DIRECTIONS}
          label={(d) => t.directions[d]}
          disabled={!props.canEdit}
          onChange={(direction) => direction && void update({ direction })}
          commit="explicit"
          className="w-36"
        />
      </td>
      <td className="p-2">
        <Input
          aria-label={`${t.schedule}: ${label}`}
          value={schedule}
          onChange={(e) => setSchedule(e.target.value)}
          onBlur={() => void saveSchedule()}
          onKeyDown={(e) => e.key === "Enter" && void saveSchedule()}
          aria-invalid={!scheduleValid}
          disabled={!props.canEdit}
          className="w-36 font-mono text-xs"
          spellCheck={false}
        />
        {!scheduleValid ? (
          <p className="mt-1 text-xs text-destructive">{t.scheduleInvalid}</p>
        ) : (
          <p className="mt-1 text-xs text-muted-foreground" data-testid="fleks-next-run">
            {nextAt === null ? scheduleNote(row) : t.nextRun(formatDateTime(nextAt))}
          </p>
        )}
      </td>
      <td className="p-2">
        <Switch
          checked={row.use_webhooks}
          disabled={!props.canEdit}
          aria-label={`${t.useWebhooks}: ${label}`}
          onCheckedChange={(useWebhooks) => void update({ useWebhooks })}
        />
      </td>
      <td className="p-2">
        {props.lastRun ? (
          <span className="flex flex-col items-start gap-1">
            <RunStatusBadge status={props.lastRun.status} retryAt={props.lastRun.retry_at} stacked />
            <span className="text-xs text-muted-foreground">{relativeTime(props.lastRun.created_at)}</span>
            {reason && (
              <span
                className="line-clamp-3 max-w-56 text-xs break-words text-destructive"
                title={reason}
                data-testid="fleks-run-reason"
              >
                <span className="sr-only">{t.failureReason}: </span>
                {reason}
              </span>
            )}
          </span>
        ) : (
          <span className="text-xs text-muted-foreground">{t.never}</span>
        )}
      </td>
      <td className="sticky right-0 w-px bg-card p-2 text-right whitespace-nowrap">
        <Button size="sm" variant="outline" disabled={!props.canEdit || props.busy} onClick={props.onSyncNow}>
          {t.syncNow}
        </Button>
      </td>
    </tr>
  );
}
