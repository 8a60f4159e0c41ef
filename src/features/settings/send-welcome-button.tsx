import { SendIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { MAX_WELCOME_BATCH } from "../../../common/employees/welcome.ts";
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
    const queued: unknown[] = [];
    const skipped: Array<{ reason: string }> = [];
    try {
      // The server takes MAX_WELCOME_BATCH at a time: a selection of thousands goes in parts.
      for (let from = 0; from < count; from += MAX_WELCOME_BATCH) {
        if (from) toast.loading(t.sendingPart(from, count), { id: progress });
        const summary = await call(
          api.employeeWelcome(props.organizationId).welcome.$post({
            json: { employeeIds: props.employeeIds.slice(from, from + MAX_WELCOME_BATCH) },
          }),
          t.failed,
        );
        queued.push(...summary.queued);
        skipped.push(...summary.skipped);
      }
      toast.success(t.outcome(queued.length, skipped.length), {
        id: progress,
        description: skipped.length ? reasons(skipped) : undefined,
      });
      props.onSent();
    } catch (err) {
      // What went before the failure is queued: said, so nobody sends it twice by hand.
      const description = [
        err instanceof Error ? err.message : null,
        queued.length ? t.partlyQueued(queued.length) : null,
      ]
        .filter(Boolean)
        .join(" ");
      toast.error(err instanceof Error && "title" in err ? String(err.title) : t.failed, {
        id: progress,
        description: description || undefined,
      });
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
