import { useQuery } from "@rocicorp/zero/react";
import { SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { twilioErrorText } from "../../../common/whatsapp/twilio-error-text.ts";
import { testMessageProblem } from "../../../common/whatsapp/whatsapp-validation.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { useFormSubmit } from "../../lib/use-form-submit.ts";
import { organizationProblem, twilio, twilioCall, twilioErrorDetail } from "./twilio-api.ts";

const t = nl.whatsapp;

/** Sends one WhatsApp message through the stored credentials. */
export function TestMessageCard({ organizationId, canEdit }: { organizationId: string | null; canEdit: boolean }) {
  const [to, setTo] = useState("");
  const [message, setMessage] = useState<string>(t.testDefaultMessage);
  const ids = { to: useId(), message: useId() };

  const { busy: sending, submit: send } = useFormSubmit(
    () => organizationProblem(organizationId) ?? testMessageProblem({ to, message }),
    async () => {
      try {
        await twilioCall(twilio(organizationId!)["test-message"].$post({ json: { to: to.trim(), message } }));
        toast.success(t.testSent);
      } catch (err) {
        toast.error(t.testFailed, { description: twilioErrorDetail(err) || t.testFailedFallback });
      }
    },
  );

  return (
    <TitledCard title={t.testTitle} description={t.testDescription}>
      <form onSubmit={send} noValidate className="space-y-4">
        <Field id={ids.to} label={t.testPhone}>
          <Input
            id={ids.to}
            type="tel"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder={t.exampleNumber}
            disabled={!canEdit}
            aria-required
          />
        </Field>
        <Field id={ids.message} label={t.testMessage}>
          <Textarea
            id={ids.message}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            disabled={!canEdit}
            aria-required
          />
        </Field>
        <Button type="submit" disabled={!canEdit || sending}>
          <SendIcon aria-hidden />
          {sending ? t.sending : t.sendTest}
        </Button>
      </form>
      {canEdit && organizationId && <LastTestStatus organizationId={organizationId} />}
    </TitledCard>
  );
}

// Twilio's error when the number has not written to the sender in 24 hours: free text is refused.
const OUTSIDE_WINDOW = "63016";

/** What became of the latest test message, live: Twilio accepts it first and reports failures later. */
function LastTestStatus({ organizationId }: { organizationId: string }) {
  const [rows] = useQuery(queries.whatsappTestMessage.ofOrganization({ organizationId }));
  const last = rows[0];
  if (!last) return null;
  const failed = last.status === "failed" || last.status === "undelivered";
  return (
    <div className="mt-4 space-y-1 text-sm" data-testid="test-message-status" data-status={last.status} role="status">
      <p className={failed ? "text-destructive" : "text-muted-foreground"}>
        {t.testLastStatus(last.to_phone)} {nl.inbox.status[last.status] ?? last.status}
        {/* A code only with a failure: delivered on another device beats it (status-rank.ts). */}
        {failed && last.error_code && (
          <>
            {" "}
            ·{" "}
            {last.error_code === OUTSIDE_WINDOW
              ? nl.inbox.errorCode(last.error_code)
              : twilioErrorText(last.error_code)}
          </>
        )}
      </p>
      {failed && last.error_code === OUTSIDE_WINDOW && <p>{t.testNotWrittenHint(last.to_phone)}</p>}
    </div>
  );
}
