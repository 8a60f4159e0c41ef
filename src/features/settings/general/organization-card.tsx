import { useId } from "react";
import { nl } from "../../../../common/i18n/nl.ts";
import { mutators } from "../../../../common/zero/mutators.ts";
import { organizationGeneralInput } from "../../../../common/zero/validation.ts";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { useCurrentOrganization } from "../../organizations/current-organization.tsx";
import { SaveButton, SettingsCard } from "../settings-card.tsx";
import { useSettingsForm } from "../use-settings-form.ts";

export function OrganizationCard() {
  const { organization, isAdmin } = useCurrentOrganization();
  const form = useSettingsForm({ name: organization?.name ?? "", display_name: organization?.display_name ?? "" });
  const nameId = useId();
  const displayId = useId();
  if (!organization) return null;

  const save = form.submit(
    organizationGeneralInput,
    organization.id,
    mutators.organization.updateGeneral,
    nl.settings.saved,
  );

  return (
    <SettingsCard title={nl.settings.organizationTitle} description={isAdmin ? undefined : nl.settings.adminsOnlyEdit}>
      <form onSubmit={save} className="space-y-4" noValidate>
        <div className="space-y-2">
          <Label htmlFor={nameId}>{nl.settings.organizationName}</Label>
          <Input
            id={nameId}
            value={form.values.name}
            readOnly={!isAdmin}
            onChange={(e) => form.set("name", e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={displayId}>{nl.settings.displayName}</Label>
          <Input
            id={displayId}
            value={form.values.display_name}
            readOnly={!isAdmin}
            placeholder={organization.name}
            onChange={(e) => form.set("display_name", e.target.value)}
          />
        </div>
        {isAdmin && <SaveButton dirty={form.dirty} />}
      </form>
    </SettingsCard>
  );
}
