import { useQuery } from "@rocicorp/zero/react";
import { SendIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { groupedNumber } from "../../../common/inbox/grouped-number.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { api, call } from "../../lib/api-client.ts";
import { ConversationThread } from "./conversation-thread.tsx";
import type { ConversationRow } from "./inbox-types.ts";
import { simulatorPhone } from "./simulator-phone.ts";

const t = nl.simulator;
const OTHER = "other";

/** Throws an ApiError whose message is the server's reason (or 'not sent'). */
const sendAsEmployee = (organizationId: string, phone: string, message: string) =>
  call(api.simulator(organizationId).messages.$post({ json: { phone, message } }), t.failed);

/** "Test de assistent": chat as an employee through the real pipeline; nothing goes to WhatsApp. */
export function SimulatorDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
  conversations: readonly ConversationRow[];
}) {
  // Only while open: an organisation may have thousands of employees, the inbox needs none of them.
  const [employees] = useQuery(queries.employees.ofOrganization({ organizationId: props.organizationId }), {
    enabled: props.open,
  });
  const withPhone = employees.filter((e) => e.phone_number && e.is_active);
  const [choice, setChoice] = useState(OTHER);
  const [otherPhone, setOtherPhone] = useState("+31600000000");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  // Typed as staff write numbers ("06 1234 5678"), sent as WhatsApp has it (+31612345678).
  const phone =
    choice === OTHER ? simulatorPhone(otherPhone).phone : (withPhone.find((e) => e.id === choice)?.phone_number ?? "");
  const conversation = props.conversations.find((c) => c.is_test && c.customer_phone === phone);

  const send = async () => {
    if (!message.trim()) return;
    const { problem } = simulatorPhone(phone);
    if (problem) {
      toast.error(t.failed, { description: problem });
      return;
    }
    setBusy(true);
    try {
      await sendAsEmployee(props.organizationId, phone, message);
      setMessage("");
    } catch (err) {
      toast.error(t.failed, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="flex h-[85vh] max-w-lg flex-col gap-3">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        {/* Columns that shrink: a long name and number must not run into the phone field. */}
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="grid min-w-0 gap-1">
            <Label htmlFor="simulator-as">{t.as}</Label>
            <select
              id="simulator-as"
              className="h-9 w-full min-w-0 truncate rounded-md border bg-background px-2 text-sm"
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            >
              <option value={OTHER}>{t.employeeNone}</option>
              {withPhone.map((e) => (
                <option key={e.id} value={e.id}>
                  {`${e.first_name} ${e.last_name}`.trim()} ({groupedNumber(e.phone_number ?? "")})
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="simulator-phone">{t.phone}</Label>
            <Input
              id="simulator-phone"
              value={choice === OTHER ? otherPhone : groupedNumber(phone)}
              disabled={choice !== OTHER}
              onChange={(e) => setOtherPhone(e.target.value)}
              inputMode="tel"
            />
          </div>
        </div>
        <div className="flex min-h-0 flex-1 flex-col rounded-md border">
          {conversation ? (
            <ConversationThread conversation={conversation} staffControls={false} />
          ) : (
            <p className="m-auto p-6 text-center text-sm text-muted-foreground">{t.empty}</p>
          )}
        </div>
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Input
            // The placeholder is an example question; the field's name says what it is.
            aria-label={nl.inbox.simulatorMessage}
            placeholder={t.placeholder}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={1600}
          />
          <Button type="submit" disabled={!message.trim() || busy}>
            {/* On a phone the button is its icon, so the example question in the field fits. */}
            <SendIcon aria-hidden /> <span className="max-sm:sr-only">{t.send}</span>
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
