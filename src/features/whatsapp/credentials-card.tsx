import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import type { StoredCredentials } from "../../../common/whatsapp/twilio-api-types.ts";
import { credentialsProblem, keepsStoredToken } from "../../../common/whatsapp/whatsapp-validation.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field, hintId } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { useFormSubmit } from "../../lib/use-form-submit.ts";
import { SecretInput } from "./secret-input.tsx";
import { organizationProblem, TwilioApiError, twilio, twilioCall } from "./twilio-api.ts";

const t = nl.whatsapp;

/** The form starts from what is stored, the token always empty. */
const formValues = (stored: StoredCredentials | null) => ({
  account_sid: stored?.account_sid ?? "",
  auth_token: "",
  whatsapp_sender: stored?.whatsapp_sender ?? "",
});

/**
 * Setup and validation: Account SID, Auth Token (write-only: a stored token is never shown;
 * left empty it is kept, unless the Account SID changes) and the WhatsApp sender.
 */
export function CredentialsCard({
  organizationId,
  stored,
  canEdit,
  onSaved,
}: {
  organizationId: string | null;
  stored: StoredCredentials | null;
  canEdit: boolean;
  onSaved: (saved: StoredCredentials) => void;
}) {
  const [values, setValues] = useState(() => formValues(stored));
  const ids = { sid: useId(), token: useId(), sender: useId() };

  useEffect(() => {
    setValues(formValues(stored));
  }, [stored]);

  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const { busy: saving, submit: save } = useFormSubmit(
    () => organizationProblem(organizationId) ?? credentialsProblem(values, stored?.account_sid),
    async () => {
      try {
        const res = await twilioCall(twilio(organizationId!).credentials.$post({ json: values }));
        toast.success(t.saved);
        onSaved(res.data);
      } catch (err) {
        if (err instanceof TwilioApiError && !err.generic) toast.error(err.title, { description: err.description });
        else toast.error(t.saveFailed, { description: err instanceof Error ? err.message : undefined });
      }
    },
  );

  // While saving the fields are read-only rather than disabled, so focus stays where it was.
  const disabled = !canEdit;
  return (
    <TitledCard title={t.setupTitle} description={t.setupDescription}>
      <form onSubmit={save} noValidate className="space-y-4">
        <Field id={ids.sid} label={t.accountSid}>
          <Input
            id={ids.sid}
            value={values.account_sid}
            onChange={(e) => set("account_sid", e.target.value)}
            placeholder="ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            readOnly={saving}
            aria-required
          />
        </Field>
        <Field id={ids.token} label={t.authToken} hint={stored && t.authTokenStoredHint}>
          <SecretInput
            id={ids.token}
            value={values.auth_token}
            onChange={(e) => set("auth_token", e.target.value)}
            autoComplete="new-password"
            spellCheck={false}
            disabled={disabled}
            readOnly={saving}
            showLabel={t.showToken}
            hideLabel={t.hideToken}
            aria-required={!keepsStoredToken(values, stored?.account_sid)}
            aria-describedby={stored ? hintId(ids.token) : undefined}
          />
        </Field>
        <Field id={ids.sender} label={t.sender} hint={t.senderHint}>
          <Input
            id={ids.sender}
            type="tel"
            value={values.whatsapp_sender}
            onChange={(e) => set("whatsapp_sender", e.target.value)}
            placeholder={t.exampleNumber}
            disabled={disabled}
            readOnly={saving}
            aria-required
            aria-describedby={hintId(ids.sender)}
          />
        </Field>
        <Button
          type="submit"
          disabled={disabled}
          unavailable={saving || !values.account_sid.trim() || !values.whatsapp_sender.trim()}
        >
          {saving ? nl.common.saving : t.saveCredentials}
        </Button>
      </form>
    </TitledCard>
  );
}
