import { useId } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { VERIFICATION_METHODS, type VerificationMethod } from "../../../common/whatsapp/verification-methods.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { Label } from "../../components/ui/label.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { SwitchRow } from "../../components/ui/switch-row.tsx";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.verification;
type Method = VerificationMethod;
const allMethods: Method[] = [...VERIFICATION_METHODS];

/** Each switch saves at once (as the confetti switch does); the assistant reads it on the next message. */
export function VerificationTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const mutate = useMutate();
  const ids = { email: useId(), number: useId(), hint: useId() };
  if (!organization) return null;
  const required = organization.verification_required;
  const methods = organization.verification_methods ?? [];

  const save = async (next: { required: boolean; methods: Method[] }) => {
    // The server refuses this too; say why here instead of showing its refusal.
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
    save({
      required,
      methods: on ? allMethods.filter((m) => m === method || methods.includes(m)) : methods.filter((m) => m !== method),
    });
  // Switching verification on with no method left would lock everyone out: start with both.
  const setRequired = (on: boolean) =>
    save({ required: on, methods: on && methods.length === 0 ? allMethods : methods });

  return (
    <SettingsCard title={t.title} description={t.description}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>}
      <SwitchRow
        label={t.required}
        hint={t.requiredHint}
        checked={required}
        disabled={!isAdmin}
        onCheckedChange={(on) => void setRequired(on)}
      />
      <fieldset className="space-y-3 rounded-md border p-4" disabled={!isAdmin || !required}>
        <legend className="px-1 text-sm font-medium">{t.methods}</legend>
        <p className="text-xs text-muted-foreground">{t.methodsHint}</p>
        {(
          [
            ["email", ids.email, t.email],
            ["employee_number", ids.number, t.employeeNumber],
          ] as const
        ).map(([method, id, label]) => {
          const on = methods.includes(method);
          const last = required && on && methods.length === 1;
          return (
            <div key={method} className="flex items-center justify-between gap-4">
              <Label htmlFor={id}>{label}</Label>
              <Switch
                id={id}
                checked={on}
                // The last method stays on while verification is required (see the hint).
                disabled={!isAdmin || !required || last}
                aria-describedby={last ? ids.hint : undefined}
                onCheckedChange={(next) => void toggle(method, next)}
              />
            </div>
          );
        })}
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {t.oneMethodHint}
        </p>
      </fieldset>
    </SettingsCard>
  );
}
