import { SendIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { api, call } from "../../lib/api-client.ts";

const t = nl.employeeWelcome;

/** Each skip reason with how often it occurred ("Geen telefoonnummer (2)"), for the toast. */
const reasons = (skipped: Array<{ reason: string }>) => {
  const counts = new Map<string, number>();
  for (const s of skipped) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  return [...counts].map(([reason, n]) => `${reason} (${n})`).join(" · ");
};

/** 'Welkomstbericht versturen' for the selected employees, behind a confirmation (admins). */
export function SendWelcomeButton(props: { organizationId: string; employeeIds: string[]; onSent: () => void }) {
  const [busy, setBusy] = useState(false);
  const count = props.employeeIds.length;
  const send = async () => {
    setBusy(true);
    const progress = toast.loading(t.sending);
    try {
      const summary = await call(
        api.employeeWelcome(props.organizationId).welcome.$post({ json: { employeeIds: props.employeeIds } }),
        t.failed,
      );
      toast.success(t.outcome(summary.queued.length, summary.skipped.length), {
        id: progress,
        description: summary.skipped.length ? reasons(summary.skipped) : undefined,
      });
      props.onSent();
    } catch (err) {
      const description = err instanceof Error ? err.message : undefined;
      toast.error(err instanceof Error && "title" in err ? String(err.title) : t.failed, { id: progress, description });
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={count === 0 || busy}>
          <SendIcon aria-hidden /> {count > 0 ? t.sendSelected(count) : t.send}
        </Button>
      }
      title={t.confirmTitle}
      description={t.confirm(count)}
      confirmLabel={t.confirmLabel}
      onConfirm={() => void send()}
    />
  );
}
