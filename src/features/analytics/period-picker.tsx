import { useId } from "react";
import { PERIOD_CHOICES, type PeriodChoice, type RangeProblem } from "../../../common/analytics/period.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { DatePicker } from "../../components/ui/date-picker.tsx";
import { Label } from "../../components/ui/label.tsx";

const t = nl.analytics.period;

/**
 * 7, 30 or 90 days up to today, this or last week (from Monday) or month, or a custom range
 * of two Dutch date fields (Amsterdam days).
 * Neither goes past today: the calendars stop there. A range too long or backwards is shown
 * with its reason (`problem`, from rangeProblem, which the server applies too).
 */
export function PeriodPicker(props: {
  choice: PeriodChoice;
  onChoice: (choice: PeriodChoice) => void;
  custom: { from: string; to: string };
  onCustom: (range: { from: string; to: string }) => void;
  problem: RangeProblem | null;
  /** Today in Amsterdam (YYYY-MM-DD), the latest day either input takes. */
  today: string;
}) {
  const ids = { choice: useId(), from: useId(), to: useId(), error: useId() };
  const invalid = props.problem !== null;
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
          {(
            [
              ["from", ids.from, t.from],
              ["to", ids.to, t.to],
            ] as const
          ).map(([field, id, label]) => (
            <div key={field} className="space-y-1">
              <Label htmlFor={id} id={`${id}-label`}>
                {label}
              </Label>
              <DatePicker
                id={id}
                labelId={`${id}-label`}
                value={props.custom[field]}
                max={props.today}
                today={props.today}
                invalid={invalid}
                describedBy={invalid ? ids.error : undefined}
                onChange={(day) => props.onCustom({ ...props.custom, [field]: day })}
              />
            </div>
          ))}
          {invalid && (
            <p id={ids.error} role="alert" className="basis-full text-sm text-destructive">
              {props.problem === "future" ? t.future : t.invalid}
            </p>
          )}
        </>
      )}
    </div>
  );
}
