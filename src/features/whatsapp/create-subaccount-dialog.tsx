import { type FormEvent, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { friendlyNameProblem } from "../../../common/whatsapp/whatsapp-validation.ts";
import { FormDialog } from "../../components/ui/form-dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { TwilioApiError, twilio, twilioCall } from "./twilio-api.ts";

const t = nl.whatsapp;

export function CreateSubaccountDialog({
  open,
  onOpenChange,
  organizationId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: string;
  onCreated: () => void;
}) {
  const [name, setName] = useState("");
  const [creating, setCreating] = useState(false);
  const id = useId();

  useEffect(() => {
    if (open) setName("");
  }, [open]);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    const problem = friendlyNameProblem(name);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setCreating(true);
    try {
      const res = await twilioCall(twilio(organizationId).subaccounts.$post({ json: { friendly_name: name.trim() } }));
      toast.success(t.subaccountCreated, {
        description: t.subaccountCreatedDescription(res.data.account_sid ?? res.data.sid ?? ""),
      });
      onOpenChange(false);
      onCreated();
    } catch (err) {
      toast.error(t.subaccountCreateFailed, {
        description: err instanceof TwilioApiError && !err.generic ? err.description : undefined,
      });
    } finally {
      setCreating(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.newSubaccount}
      description={t.subaccountsDescription}
      onSubmit={create}
      submitLabel={creating ? t.creating : t.create}
      submitDisabled={creating}
    >
      <div className="space-y-2">
        <Label htmlFor={id}>{t.friendlyName}</Label>
        <Input id={id} value={name} onChange={(e) => setName(e.target.value)} maxLength={64} aria-required />
      </div>
    </FormDialog>
  );
}
