import { useId } from "react";
import { toast } from "sonner";
import { Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { nl } from "../../i18n/nl.ts";
import { mutators } from "../../zero/mutators.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.verification;
type Method = "email" | "employee_number";

/** Each switch saves at once (as the confetti switch does); the assistant reads it on the next message. */
export function VerificationTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const mutate = useMutate();
  const ids = { required: useId(), email: useId(), number: useId() };
  if (!organization) return null;
  const required = organization.verification_required;
  const methods = organization.verification_methods ?? [];

  const save = async (next: { required: boolean; methods: Method[] }) => {
    if (next.required && next.methods.length === 0) {
      toast.error(nl.settings.saveFailed, { description: t.oneMethod });
      return;
    }
    const res = await mutate(
      mutators.organization.updateVerification({
        id: organization.id,
        verification_required: next.required,
        verification_methods: next.methods,
        now: Date.now(),
      }),
    );
    if (res.ok) toast.success(t.saved);
    else toast.error(nl.settings.saveFailed, { description: res.message });
  };
  const toggle = (method: Method, on: boolean) =>
    save({ required, methods: on ? [...methods, method] : methods.filter((m) => m !== method) });

  return (
    <SettingsCard title={t.title} description={t.description}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>}
      <div className="flex items-start justify-between gap-4">
        <div>
          <Label htmlFor={ids.required}>{t.required}</Label>
          <p className="text-xs text-muted-foreground">{t.requiredHint}</p>
        </div>
        <Switch
          id={ids.required}
          checked={required}
          disabled={!isAdmin}
          onCheckedChange={(on) => void save({ required: on, methods })}
        />
      </div>
      <fieldset className="space-y-3" disabled={!isAdmin || !required}>
        <legend className="mb-2 text-sm font-medium">{t.methods}</legend>
        {(
          [
            ["email", ids.email, t.email],
            ["employee_number", ids.number, t.employeeNumber],
          ] as const
        ).map(([method, id, label]) => (
          <div key={method} className="flex items-center justify-between gap-4">
            <Label htmlFor={id}>{label}</Label>
            <Switch
              id={id}
              checked={methods.includes(method)}
              disabled={!isAdmin || !required}
              onCheckedChange={(on) => void toggle(method, on)}
            />
          </div>
        ))}
      </fieldset>
    </SettingsCard>
  );
}
