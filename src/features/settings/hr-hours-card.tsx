import { ToggleGroup } from "radix-ui";
import { type FormEvent, useId } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { hrHoursInput } from "../../../common/zero/validation.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Label } from "../../components/ui/label.tsx";
import { SwitchRow } from "../../components/ui/switch-row.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { SaveButton, SettingsCard } from "./settings-card.tsx";
import { useSettingsForm } from "./use-settings-form.ts";

const t = nl.hrHours;
// Office hours are where most organisations start when they switch the hours on.
const OFFICE = { days: "1,2,3,4,5", from: "09:00", to: "17:00" };
// Quarter hours on a 24-hour clock: a browser's own time field shows "09:00 AM" when its
// language is American English, whatever the page's.
const QUARTERS = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, "0")}:${String((i % 4) * 15).padStart(2, "0")}`,
);
/** The quarter hours, with a stored time between them (saved by another client) in its place. */
const timesWith = (value: string) => (QUARTERS.includes(value) || !value ? QUARTERS : [...QUARTERS, value].sort());

/** When HR answers WhatsApp; a hand-over outside these hours tells the employee when someone will look. */
export function HrHoursCard() {
  const { organization, isAdmin } = useCurrentOrganization();
  const hours = organization?.hr_hours ?? null;
  const form = useSettingsForm({
    enabled: hours ? "1" : "",
    days: hours ? hours.days.join(",") : OFFICE.days,
    from: hours?.from ?? OFFICE.from,
    to: hours?.to ?? OFFICE.to,
  });
  const ids = { from: useId(), to: useId(), days: useId() };
  if (!organization) return null;
  const { enabled, days, from, to } = form.values;
  const chosen = days ? days.split(",") : [];

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const hr_hours = enabled ? { days: chosen.map(Number), from, to } : null;
    const parsed = hrHoursInput.safeParse({ id: organization.id, hr_hours, now: Date.now() });
    if (!parsed.success) {
      // The schema's own Dutch messages; anything else cannot come from this form.
      const message: string = parsed.error.issues[0]?.message ?? "";
      const ours: string[] = [t.oneDay, t.endAfterStart, t.invalidTime];
      return form.fail(ours.includes(message) ? message : nl.common.genericError);
    }
    await form.commit(mutators.organization.updateHrHours(parsed.data), t.saved);
  };

  return (
    <SettingsCard title={t.title} description={t.description}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>}
      <form onSubmit={save} className="space-y-4" aria-label={t.title}>
        <SwitchRow
          label={t.enabled}
          hint={t.enabledHint(!!enabled)}
          checked={!!enabled}
          disabled={!isAdmin}
          onCheckedChange={(on) => form.set("enabled", on ? "1" : "")}
        />
        <fieldset className="space-y-4" disabled={!isAdmin || !enabled}>
          <div className="space-y-2">
            <p id={ids.days} className="text-sm font-medium">
              {t.days}
            </p>
            <ToggleGroup.Root
              type="multiple"
              aria-labelledby={ids.days}
              className="flex flex-wrap gap-1"
              value={chosen}
              disabled={!isAdmin || !enabled}
              onValueChange={(next) =>
                form.set(
                  "days",
                  next
                    .map(Number)
                    .sort((a, b) => a - b)
                    .join(","),
                )
              }
            >
              {t.weekdaysShort.map((short, i) => (
                <ToggleGroup.Item
                  key={short}
                  value={String(i + 1)}
                  className="h-9 w-11 rounded-md border text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
                >
                  {/* "ma" on the button, "maandag" to a screen reader. */}
                  <span aria-hidden>{short}</span>
                  <span className="sr-only">{t.weekdays[i]}</span>
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          </div>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ["from", ids.from, t.from, from],
                ["to", ids.to, t.to, to],
              ] as const
            ).map(([field, id, label, value]) => (
              <div key={field} className="space-y-2">
                <Label htmlFor={id}>{label}</Label>
                <ChoiceSelect
                  id={id}
                  value={value}
                  values={timesWith(value)}
                  label={(v) => v}
                  onChange={(v) => v && form.set(field, v)}
                  className="w-28"
                />
              </div>
            ))}
          </div>
        </fieldset>
        {isAdmin && <SaveButton dirty={form.dirty} />}
      </form>
    </SettingsCard>
  );
}
