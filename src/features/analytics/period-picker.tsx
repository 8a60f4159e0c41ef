import { useId } from "react";
import { PERIOD_CHOICES, type PeriodChoice, type RangeProblem } from "../../../common/analytics/period.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";

const t = nl.analytics.period;

/**
 * 7, 30 or 90 days up to today, or a custom range of two date inputs (Amsterdam days). Neither
 * date goes past today: the inputs' max stops the calendar there, and a typed later date is
 * refused with its reason (`problem`, from rangeProblem).
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
          <div className="space-y-1">
            <Label htmlFor={ids.from}>{t.from}</Label>
            <Input
              id={ids.from}
              type="date"
              max={props.today}
              value={props.custom.from}
              aria-invalid={invalid}
              aria-describedby={invalid ? ids.error : undefined}
              onChange={(e) => props.onCustom({ ...props.custom, from: e.target.value })}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.to}>{t.to}</Label>
            <Input
              id={ids.to}
              type="date"
              max={props.today}
              value={props.custom.to}
              aria-invalid={invalid}
              aria-describedby={invalid ? ids.error : undefined}
              onChange={(e) => props.onCustom({ ...props.custom, to: e.target.value })}
            />
          </div>
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
