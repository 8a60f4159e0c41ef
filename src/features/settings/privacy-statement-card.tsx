import { useId } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { PRIVACY_URL_MAX, privacyStatementInput } from "../../../common/privacy/privacy-statement.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { SaveButton, SettingsCard } from "./settings-card.tsx";
import { useSettingsForm } from "./use-settings-form.ts";

const t = nl.privacy;

/**
 * The organisation's privacy statement: the assistant's first reply to an employee links to
 * it, with how to stop messages (server/whatsapp/assistant/privacy-notice.ts). Admins edit it.
 */
export function PrivacyStatementCard() {
  const { organization, isAdmin } = useCurrentOrganization();
  const form = useSettingsForm({ privacy_statement_url: organization?.privacy_statement_url ?? "" });
  const id = useId();
  if (!organization) return null;
  const save = form.submit(
    privacyStatementInput,
    organization.id,
    mutators.organization.updatePrivacyStatement,
    t.privacyUrlSaved,
  );
  return (
    <SettingsCard title={t.privacyUrlTitle} description={t.privacyUrlDescription}>
      <form onSubmit={save} className="space-y-4" noValidate data-testid="privacy-statement">
        <div className="space-y-2">
          <Label htmlFor={id}>{t.privacyUrlLabel}</Label>
          <Input
            id={id}
            type="url"
            inputMode="url"
            maxLength={PRIVACY_URL_MAX}
            value={form.values.privacy_statement_url}
            readOnly={!isAdmin}
            placeholder="https://"
            onChange={(e) => form.set("privacy_statement_url", e.target.value)}
          />
        </div>
        {isAdmin && <SaveButton dirty={form.dirty} />}
      </form>
    </SettingsCard>
  );
}
