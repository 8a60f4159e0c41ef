import { SendIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { testMessageProblem } from "../../../common/whatsapp/whatsapp-validation.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input, Textarea } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { TwilioApiError, twilio, twilioCall } from "./twilio-api.ts";

const t = nl.whatsapp;

/** Sends one WhatsApp message through the stored credentials. */
export function TestMessageCard({ organizationId, canEdit }: { organizationId: string | null; canEdit: boolean }) {
  const [to, setTo] = useState("");
  const [message, setMessage] = useState<string>(t.testDefaultMessage);
  const [sending, setSending] = useState(false);
  const ids = { to: useId(), message: useId() };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!organizationId) {
      toast.error(nl.common.noOrganization, { description: t.noOrganizationDescription });
      return;
    }
    const problem = testMessageProblem({ to, message });
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setSending(true);
    try {
      await twilioCall(twilio(organizationId)["test-message"].$post({ json: { to: to.trim(), message } }));
      toast.success(t.testSent);
    } catch (err) {
      const description = err instanceof TwilioApiError && !err.generic ? err.description : undefined;
      toast.error(t.testFailed, { description: description || t.testFailedFallback });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.testTitle}</CardTitle>
        <CardDescription>{t.testDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={send} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={ids.to}>{t.testPhone}</Label>
            <Input
              id={ids.to}
              type="tel"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              placeholder={t.exampleNumber}
              disabled={!canEdit}
              aria-required
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.message}>{t.testMessage}</Label>
            <Textarea
              id={ids.message}
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              disabled={!canEdit}
              aria-required
            />
          </div>
          <Button type="submit" disabled={!canEdit || sending}>
            <SendIcon aria-hidden />
            {sending ? t.sending : t.sendTest}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
