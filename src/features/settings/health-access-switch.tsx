import { useId } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { useMutate } from "../../zero/use-mutate.ts";

const t = nl.members;

/**
 * 'Mag ziekmeldingen zien' for one colleague: whether sick and recovery reports reach them
 * (the server enforces it; common/zero/queries/health.ts). Admins only, as the Users screen.
 */
export function HealthAccessSwitch({ memberId, name, allowed }: { memberId: string; name: string; allowed: boolean }) {
  const id = useId();
  const mutate = useMutate();
  const change = async (on: boolean) => {
    const res = await mutate(mutators.health.setAccess({ id: memberId, allowed: on }));
    if (res.ok) toast.success(on ? t.healthAccessOn(name) : t.healthAccessOff(name));
    else toast.error(nl.common.error, { description: res.message });
  };
  return (
    <div className="mt-1 flex items-center gap-2" data-testid="health-access">
      <Switch id={id} checked={allowed} aria-label={t.healthAccessOf(name)} onCheckedChange={change} />
      <Label htmlFor={id} className="text-xs font-normal text-muted-foreground" aria-hidden>
        {t.healthAccess}
      </Label>
    </div>
  );
}
