import { useEffect, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { isValidSchedule } from "../../../common/integrations/cron.ts";
import { SYNC_DIRECTIONS, type SyncDirection } from "../../../common/integrations/sync-kinds.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { relativeTime } from "../../lib/relative-time.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { RunStatusBadge } from "./run-status-badge.tsx";
import type { SyncObjectRow, SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleks;

/** One object's sync settings; each change is saved at once through syncObject.update. */
export function SyncObjectTableRow(props: {
  row: SyncObjectRow;
  lastRun: SyncRunRow | undefined;
  canEdit: boolean;
  busy: boolean;
  onSyncNow: () => void;
}) {
  const { row } = props;
  const mutate = useMutate();
  const [schedule, setSchedule] = useState(row.schedule);
  useEffect(() => setSchedule(row.schedule), [row.schedule]);
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
  };
  const saveSchedule = () => {
    if (scheduleValid && schedule.trim() !== row.schedule) void update({ schedule: schedule.trim() });
  };

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
          className="w-36"
        />
      </td>
      <td className="p-2">
        <Input
          aria-label={`${t.schedule}: ${label}`}
          value={schedule}
          onChange={(e) => setSchedule(e.target.value)}
          onBlur={saveSchedule}
          onKeyDown={(e) => e.key === "Enter" && saveSchedule()}
          aria-invalid={!scheduleValid}
          disabled={!props.canEdit}
          className="w-36 font-mono text-xs"
          spellCheck={false}
        />
        {!scheduleValid && <p className="mt-1 text-xs text-destructive">{t.scheduleInvalid}</p>}
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
            <RunStatusBadge status={props.lastRun.status} retryAt={props.lastRun.retry_at} />
            <span className="text-xs text-muted-foreground">{relativeTime(props.lastRun.created_at)}</span>
          </span>
        ) : (
          <span className="text-xs text-muted-foreground">{t.never}</span>
        )}
      </td>
      <td className="p-2 text-right">
        <Button size="sm" variant="outline" disabled={!props.canEdit || props.busy} onClick={props.onSyncNow}>
          {t.syncNow}
        </Button>
      </td>
    </tr>
  );
}
