import { useQuery } from "@rocicorp/zero/react";
import { SendIcon } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { MAX_WELCOME_BATCH } from "../../../common/employees/welcome.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog.tsx";
import { api, call } from "../../lib/api-client.ts";

const t = nl.employeeWelcome;

/** Each skip reason with how often it occurred ("Geen telefoonnummer (2)"), for the toast. */
const reasons = (skipped: Array<{ reason: string }>) => {
  const counts = new Map<string, number>();
  for (const s of skipped) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  return [...counts].map(([reason, n]) => `${reason} (${n})`).join(" · ");
};

/**
 * 'Welkomstbericht versturen' for the selected employees, behind a confirmation (admins). With
 * no active welcome template chosen, the dialog says so before anything is sent, and leads to
 * where it is chosen (it used to ask to confirm first, in red, and then say it).
 */
export function SendWelcomeButton(props: { organizationId: string; employeeIds: string[]; onSent: () => void }) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  // Closed through 'Welkomsttemplate kiezen': the focus goes to that field, not back to the button.
  const toField = useRef(false);
  const count = props.employeeIds.length;
  const [settings, settingsResult] = useQuery(
    queries.welcomeSettings.ofOrganization({ organizationId: props.organizationId }),
  );
  const [templates, templatesResult] = useQuery(
    queries.templates.ofOrganization({ organizationId: props.organizationId }),
  );
  const chosen = settings[0]?.template_id;
  // The server's rule (find-welcome-template.ts): a chosen template that is still active.
  const noTemplate =
    settingsResult.type === "complete" &&
    templatesResult.type === "complete" &&
    !templates.some((tpl) => tpl.id === chosen && tpl.is_active);
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
  const trigger = (
    <Button variant="outline" disabled={count === 0 || busy}>
      <SendIcon aria-hidden /> {count > 0 ? t.sendSelected(count) : t.send}
    </Button>
  );
  if (noTemplate)
    return (
      <Dialog open={asking} onOpenChange={setAsking}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent
          className="sm:max-w-md"
          onCloseAutoFocus={(e) => {
            if (!toField.current) return;
            toField.current = false;
            e.preventDefault();
            // The welcome card is on this tab, under the table: its template field.
            const field = document.getElementById("welcome-template");
            field?.scrollIntoView({ block: "center" });
            field?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t.noTemplateTitle}</DialogTitle>
            <DialogDescription>{t.noTemplate}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {nl.common.cancel}
            </Button>
            <Button
              onClick={() => {
                toField.current = true;
                setAsking(false);
              }}
            >
              {t.chooseTemplate}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  return (
    <ConfirmDialog
      trigger={trigger}
      title={t.confirmTitle}
      description={t.confirm(count)}
      confirmLabel={t.confirmLabel}
      tone="default"
      onConfirm={() => void send()}
    />
  );
}
