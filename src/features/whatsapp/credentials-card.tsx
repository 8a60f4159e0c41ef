import { type FormEvent, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import type { StoredCredentials } from "../../../common/whatsapp/twilio-api-types.ts";
import { credentialsProblem } from "../../../common/whatsapp/whatsapp-validation.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { SecretInput } from "./secret-input.tsx";
import { TwilioApiError, twilio, twilioCall } from "./twilio-api.ts";

const t = nl.whatsapp;

/**
 * Setup and validation: Account SID, Auth Token (write-only: a stored token
 * is never shown, so changing anything means typing it again) and the WhatsApp sender.
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
  const [values, setValues] = useState({
    account_sid: stored?.account_sid ?? "",
    auth_token: "",
    whatsapp_sender: stored?.whatsapp_sender ?? "",
  });
  const [saving, setSaving] = useState(false);
  const ids = { sid: useId(), token: useId(), tokenHint: useId(), sender: useId(), senderHint: useId() };

  useEffect(() => {
    setValues({
      account_sid: stored?.account_sid ?? "",
      auth_token: "",
      whatsapp_sender: stored?.whatsapp_sender ?? "",
    });
  }, [stored]);

  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!organizationId) {
      toast.error(nl.common.noOrganization, { description: t.noOrganizationDescription });
      return;
    }
    const problem = credentialsProblem(values);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setSaving(true);
    try {
      const res = await twilioCall(twilio(organizationId).credentials.$post({ json: values }));
      toast.success(t.saved);
      onSaved(res.data);
    } catch (err) {
      if (err instanceof TwilioApiError && !err.generic) toast.error(err.title, { description: err.description });
      else toast.error(t.saveFailed, { description: err instanceof Error ? err.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  const disabled = !canEdit || saving;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.setupTitle}</CardTitle>
        <CardDescription>{t.setupDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={ids.sid}>{t.accountSid}</Label>
            <Input
              id={ids.sid}
              value={values.account_sid}
              onChange={(e) => set("account_sid", e.target.value)}
              placeholder="ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              aria-required
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.token}>{t.authToken}</Label>
            <SecretInput
              id={ids.token}
              value={values.auth_token}
              onChange={(e) => set("auth_token", e.target.value)}
              autoComplete="new-password"
              spellCheck={false}
              disabled={disabled}
              showLabel={t.showToken}
              hideLabel={t.hideToken}
              aria-required
              aria-describedby={stored ? ids.tokenHint : undefined}
            />
            {stored && (
              <p id={ids.tokenHint} className="text-xs text-muted-foreground">
                {t.authTokenStoredHint}
              </p>
            )}
          </div>
          <div className="space-y-2">
            <Label htmlFor={ids.sender}>{t.sender}</Label>
            <Input
              id={ids.sender}
              type="tel"
              value={values.whatsapp_sender}
              onChange={(e) => set("whatsapp_sender", e.target.value)}
              placeholder={t.exampleNumber}
              disabled={disabled}
              aria-required
              aria-describedby={ids.senderHint}
            />
            <p id={ids.senderHint} className="text-xs text-muted-foreground">
              {t.senderHint}
            </p>
          </div>
          <Button type="submit" disabled={disabled || !values.account_sid.trim() || !values.whatsapp_sender.trim()}>
            {saving ? nl.common.saving : t.saveCredentials}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
