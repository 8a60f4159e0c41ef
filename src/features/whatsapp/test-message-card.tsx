import { SendIcon } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { testMessageProblem } from "../../../common/whatsapp/whatsapp-validation.ts";
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
    </TitledCard>
  );
}
