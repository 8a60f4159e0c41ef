import { useQuery } from "@rocicorp/zero/react";
import { type FormEvent, useId } from "react";
import { nl } from "../../../../common/i18n/nl.ts";
import { mutators } from "../../../../common/zero/mutators.ts";
import { queries } from "../../../../common/zero/queries.ts";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { SaveButton, SettingsCard } from "../settings-card.tsx";
import { useSettingsForm } from "../use-settings-form.ts";
import { settingsValidationMessage } from "../validation-message.ts";
import { profileNameInput } from "./profile-name-input.ts";

export function ProfileCard({ email }: { email: string }) {
  const [profile] = useQuery(queries.profiles.mine());
  const form = useSettingsForm({ full_name: profile?.full_name ?? "" });
  const nameId = useId();
  const emailId = useId();

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = profileNameInput.safeParse(form.values);
    if (!parsed.success) {
      form.fail(settingsValidationMessage(parsed.error));
      return;
    }
    await form.commit(
      mutators.profile.updateName({ full_name: parsed.data.full_name, now: Date.now() }),
      nl.settings.profileSaved,
    );
  };

  return (
    <SettingsCard title={nl.settings.personalTitle}>
      <form onSubmit={save} className="space-y-4" noValidate>
        <div className="space-y-2">
          <Label htmlFor={nameId}>{nl.settings.fullName}</Label>
          <Input
            id={nameId}
            value={form.values.full_name}
            onChange={(e) => form.set("full_name", e.target.value)}
            autoComplete="name"
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={emailId}>{nl.settings.email}</Label>
          <Input id={emailId} value={profile?.email ?? email} readOnly aria-describedby={`${emailId}-hint`} />
          <p id={`${emailId}-hint`} className="text-xs text-muted-foreground">
            {nl.settings.emailReadOnly}
          </p>
        </div>
        <SaveButton dirty={form.dirty} />
      </form>
    </SettingsCard>
  );
}
