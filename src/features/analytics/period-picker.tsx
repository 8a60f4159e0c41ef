import { useId } from "react";
import { PERIOD_CHOICES, type PeriodChoice } from "../../../common/analytics/period.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";

const t = nl.analytics.period;

/** 7, 30 or 90 days up to today, or a custom range of two date inputs (Amsterdam days). */
export function PeriodPicker(props: {
  choice: PeriodChoice;
  onChoice: (choice: PeriodChoice) => void;
  custom: { from: string; to: string };
  onCustom: (range: { from: string; to: string }) => void;
  invalid: boolean;
}) {
  const ids = { choice: useId(), from: useId(), to: useId(), error: useId() };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <Label htmlFor={ids.choice}>{t.label}</Label>
        <ChoiceSelect
          id={ids.choice}
          className="w-40"
          value={props.choice}
          values={PERIOD_CHOICES}
          label={(v) => t.choices[v]}
          onChange={(v) => v && props.onChoice(v)}
        />
      </div>
      {props.choice === "custom" && (
        <>
          <div className="space-y-1">
            <Label htmlFor={ids.from}>{t.from}</Label>
            <Input
              id={ids.from}
              type="date"
              value={props.custom.from}
              aria-invalid={props.invalid}
              aria-describedby={props.invalid ? ids.error : undefined}
              onChange={(e) => props.onCustom({ ...props.custom, from: e.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.to}>{t.to}</Label>
            <Input
              id={ids.to}
              type="date"
              value={props.custom.to}
              aria-invalid={props.invalid}
              aria-describedby={props.invalid ? ids.error : undefined}
              onChange={(e) => props.onCustom({ ...props.custom, to: e.target.value })}
            />
          </div>
          {props.invalid && (
            <p id={ids.error} role="alert" className="basis-full text-sm text-destructive">
              {t.invalid}
            </p>
          )}
        </>
      )}
    </div>
  );
}
