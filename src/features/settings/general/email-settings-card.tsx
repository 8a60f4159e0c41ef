import { useId } from "react";
import { nl } from "../../../../common/i18n/nl.ts";
import { mutators } from "../../../../common/zero/mutators.ts";
import { organizationEmailInput } from "../../../../common/zero/validation.ts";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { useCurrentOrganization } from "../../organizations/current-organization.tsx";
import { SaveButton, SettingsCard } from "../settings-card.tsx";
import { useSettingsForm } from "../use-settings-form.ts";
import { EmailDomainStatus } from "./email-domain-status.tsx";

/** Admins only. */
export function EmailSettingsCard() {
  const { organization } = useCurrentOrganization();
  const form = useSettingsForm({
    email_sender_name: organization?.email_sender_name ?? "",
    email_domain: organization?.email_domain ?? "",
    email_from_address: organization?.email_from_address ?? "notifications",
  });
  const ids = { sender: useId(), domain: useId(), prefix: useId() };
  if (!organization) return null;

  const save = form.submit(
    organizationEmailInput,
    organization.id,
    mutators.organization.updateEmailSettings,
    nl.settings.saved,
  );

  const domain = form.values.email_domain.trim() || nl.settings.defaultDomain;
  return (
    <SettingsCard title={nl.settings.emailSettingsTitle} description={nl.settings.emailSettingsDescription}>
      <form onSubmit={save} className="space-y-4" noValidate>
        <div className="space-y-2">
          <Label htmlFor={ids.sender}>{nl.settings.emailSenderName}</Label>
          <Input
            id={ids.sender}
            value={form.values.email_sender_name}
            placeholder={organization.name}
            onChange={(e) => form.set("email_sender_name", e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.domain}>{nl.settings.emailDomain}</Label>
          <Input
            id={ids.domain}
            value={form.values.email_domain}
            placeholder={nl.settings.emailDomainPlaceholder}
            onChange={(e) => form.set("email_domain", e.target.value)}
            aria-describedby={`${ids.domain}-hint`}
          />
          <p id={`${ids.domain}-hint`} className="text-xs text-muted-foreground">
            {nl.settings.emailDomainHint}
          </p>
          <EmailDomainStatus
            organizationId={organization.id}
            savedDomain={organization.email_domain ?? null}
            typedDomain={form.values.email_domain}
            token={organization.email_domain_token}
            verified={organization.email_domain_verified_at != null}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.prefix}>{nl.settings.emailFromAddress}</Label>
          <div className="flex items-center gap-2">
            <Input
              id={ids.prefix}
              value={form.values.email_from_address}
              onChange={(e) => form.set("email_from_address", e.target.value)}
              className="max-w-56"
            />
            <span className="text-sm text-muted-foreground">@{domain}</span>
          </div>
        </div>
        <SaveButton dirty={form.dirty} />
      </form>
    </SettingsCard>
  );
}
