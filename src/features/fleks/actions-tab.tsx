import { useId, useState } from "react";
import { toast } from "sonner";
import { addDays, amsterdamDay } from "../../../common/analytics/period.ts";
import { nl } from "../../../common/i18n/nl.ts";
import type { SyncObject } from "../../../common/integrations/sync-kinds.ts";
import { DatePicker } from "../../components/ui/date-picker.tsx";
import { Label } from "../../components/ui/label.tsx";
import { SwitchRow } from "../../components/ui/switch-row.tsx";
import { ActionCard } from "./action-card.tsx";
import { fleksActionsApi } from "./fleks-actions-api.ts";
import { errorToast } from "./fleks-api.ts";
import { ObjectSelect } from "./object-select.tsx";
import { useActionRun } from "./use-action-run.ts";
import type { SyncRunRow } from "./use-fleks-data.ts";

const t = nl.fleksActions;
const today = () => amsterdamDay(Date.now());
const weekAgo = () => addDays(today(), -7);

type Props = { organizationId: string; runs: readonly SyncRunRow[]; isAdmin: boolean };

function ImportCard({ organizationId, runs, isAdmin }: Props) {
  const [dryRun, setDryRun] = useState(false);
  const [welcome, setWelcome] = useState(false);
  const action = useActionRun(runs, (r) => r.kind === "import");
  return (
    <ActionCard
      title={t.importTitle}
      description={t.importDescription}
      testId="fleks-action-import"
      isAdmin={isAdmin}
      busy={action.busy}
      startLabel={t.importStart}
      run={action.run}
      onStart={() => action.start(() => fleksActionsApi(organizationId).importEmployees({ dryRun, welcome }))}
    >
      <SwitchRow label={t.dryRun} checked={dryRun} disabled={!isAdmin} onCheckedChange={setDryRun} />
      <SwitchRow label={t.welcomeOption} checked={welcome} disabled={!isAdmin} onCheckedChange={setWelcome} />
    </ActionCard>
  );
}

/** A sync now or a reconcile of one object, either as a dry-run first. */
function ObjectActionCard({ organizationId, runs, isAdmin, kind }: Props & { kind: "sync" | "reconcile" }) {
  const [object, setObject] = useState<SyncObject>("employees");
  const [dryRun, setDryRun] = useState(true);
  const action = useActionRun(
    runs,
    (r) => r.kind === kind && r.object === object && (kind === "reconcile" || r.trigger === "manual"),
  );
  const api = fleksActionsApi(organizationId);
  return (
    <ActionCard
      title={kind === "sync" ? t.syncTitle : t.reconcileTitle}
      description={kind === "sync" ? t.syncDescription : t.reconcileDescription}
      testId={`fleks-action-${kind}`}
      isAdmin={isAdmin}
      busy={action.busy}
      startLabel={kind === "sync" ? t.syncStart : t.reconcileStart}
      run={action.run}
      onStart={() => action.start(() => api[kind]({ object, dryRun }))}
    >
      <ObjectSelect value={object} onChange={setObject} />
      <SwitchRow label={t.dryRun} checked={dryRun} disabled={!isAdmin} onCheckedChange={setDryRun} />
    </ActionCard>
  );
}

function BackfillCard({ organizationId, runs, isAdmin }: Props) {
  const id = useId();
  const [object, setObject] = useState<SyncObject>("shifts");
  const [since, setSince] = useState(weekAgo);
  const [dryRun, setDryRun] = useState(false);
  const action = useActionRun(runs, (r) => r.trigger === "backfill" && r.object === object);
  return (
    <ActionCard
      title={t.backfillTitle}
      description={t.backfillDescription}
      testId="fleks-action-backfill"
      isAdmin={isAdmin}
      busy={action.busy || !since}
      startLabel={t.backfillStart}
      run={action.run}
      onStart={() => action.start(() => fleksActionsApi(organizationId).backfill({ object, since, dryRun }))}
    >
      <ObjectSelect value={object} onChange={setObject} />
      <div className="space-y-1">
        <Label htmlFor={id} id={`${id}-label`}>
          {t.backfillFrom}
        </Label>
        <DatePicker
          id={id}
          labelId={`${id}-label`}
          value={since}
          max={today()}
          today={today()}
          disabled={!isAdmin}
          onChange={setSince}
        />
      </div>
      <SwitchRow label={t.dryRun} checked={dryRun} disabled={!isAdmin} onCheckedChange={setDryRun} />
    </ActionCard>
  );
}

function ExportCard({ organizationId, isAdmin }: Omit<Props, "runs">) {
  const [object, setObject] = useState<SyncObject>("employees");
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await fleksActionsApi(organizationId).download(object);
    } catch (err) {
      toast.error(...errorToast(err, t.exportFailed, nl.fleks.connectionFailedFallback));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionCard
      title={t.exportTitle}
      description={t.exportDescription}
      testId="fleks-action-export"
      isAdmin={isAdmin}
      busy={busy}
      startLabel={t.exportStart}
      onStart={download}
      showRun={false}
    >
      <ObjectSelect value={object} onChange={setObject} />
    </ActionCard>
  );
}

/** Actions: import, a (dry-run) sync, reconcile, backfill and export; each run is followed live and kept in Monitor. */
export function ActionsTab(props: Props) {
  return (
    <div className="space-y-6">
      {!props.isAdmin && (
        <p className="text-sm text-muted-foreground" role="note">
          {t.adminOnly}
        </p>
      )}
      <ImportCard {...props} />
      <ObjectActionCard {...props} kind="sync" />
      <ObjectActionCard {...props} kind="reconcile" />
      <BackfillCard {...props} />
      <ExportCard organizationId={props.organizationId} isAdmin={props.isAdmin} />
    </div>
  );
}
