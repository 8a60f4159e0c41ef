import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { friendlyNameProblem } from "../../../common/whatsapp/whatsapp-validation.ts";
import { Field } from "../../components/ui/field.tsx";
import { FormDialog } from "../../components/ui/form-dialog.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useFormSubmit } from "../../lib/use-form-submit.ts";
import { useAdminLost } from "../organizations/use-admin-lost.ts";
import { twilio, twilioCall, twilioErrorDetail } from "./twilio-api.ts";

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
  const blocked = useAdminLost();
  const [name, setName] = useState("");
  const id = useId();

  useEffect(() => {
    if (open) setName("");
  }, [open]);

  const { busy: creating, submit: create } = useFormSubmit(
    () => friendlyNameProblem(name),
    async () => {
      try {
        const res = await twilioCall(
          twilio(organizationId).subaccounts.$post({ json: { friendly_name: name.trim() } }),
        );
        toast.success(t.subaccountCreated, {
          description: t.subaccountCreatedDescription(res.data.account_sid ?? res.data.sid ?? ""),
        });
        onOpenChange(false);
        onCreated();
      } catch (err) {
        toast.error(t.subaccountCreateFailed, { description: twilioErrorDetail(err) });
      }
    },
  );

  return (
    <FormDialog
      blocked={blocked}
      open={open}
      onOpenChange={onOpenChange}
      title={t.newSubaccount}
      description={t.subaccountsDescription}
      onSubmit={create}
      submitLabel={creating ? t.creating : t.create}
      submitDisabled={creating}
    >
      <Field id={id} label={t.friendlyName}>
        <Input id={id} value={name} onChange={(e) => setName(e.target.value)} maxLength={64} aria-required />
      </Field>
    </FormDialog>
  );
}
