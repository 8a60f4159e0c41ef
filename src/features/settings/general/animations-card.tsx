import { useId } from "react";
import { toast } from "sonner";
import { nl } from "../../../../common/i18n/nl.ts";
import { mutators } from "../../../../common/zero/mutators.ts";
import { Label } from "../../../components/ui/label.tsx";
import { Switch } from "../../../components/ui/switch.tsx";
import { useMutate } from "../../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../../organizations/current-organization.tsx";
import { SettingsCard } from "../settings-card.tsx";

export function AnimationsCard() {
  const { organization } = useCurrentOrganization();
  const mutate = useMutate();
  const id = useId();
  if (!organization) return null;
  const toggle = async (enabled: boolean) => {
    const res = await mutate(mutators.organization.setConfetti({ id: organization.id, enabled, now: Date.now() }));
    if (!res.ok) toast.error(nl.settings.saveFailed, { description: res.message });
  };
  return (
    <SettingsCard title={nl.settings.animationsTitle}>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>{nl.settings.confetti}</Label>
        <Switch id={id} checked={organization.enable_confetti} onCheckedChange={(v) => void toggle(v)} />
      </div>
    </SettingsCard>
  );
}
