import { CalendarIcon } from "lucide-react";
import { useId, useState } from "react";
import { DayPicker } from "react-day-picker";
import { nl as dutch } from "react-day-picker/locale";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "./button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "./popover.tsx";

const t = nl.datePicker;
const YEARS_BACK = 5;
const NAV_BUTTON =
  "inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-40";
const written = (date: Date) =>
  new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric" }).format(date);

// A calendar day (yyyy-mm-dd) as the browser's local midnight of that day, and back: the
// calendar works in local dates, and a day has no time zone of its own.
const dateOf = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * A Dutch date field: the chosen day written out ("1 november 2026"), and a month calendar
 * (react-day-picker, Dutch: weeks from Monday, ma … zo) with arrow-key navigation and days
 * after `max` disabled, in a popover. Value, `max` and `today` are yyyy-mm-dd; `today` is
 * the organisation's (Amsterdam) day, which may differ from the browser's. `labelId` is the
 * id of the field's label: the button is then named by the label and the chosen day ("Van
 * 31 oktober 2026"), not by the label alone.
 */
export function DatePicker(props: {
  id?: string;
  labelId?: string;
  value: string;
  max?: string;
  today?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onChange: (day: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const selected = props.value ? dateOf(props.value) : undefined;
  const max = props.max ? dateOf(props.max) : undefined;
  const valueId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={props.id}
          variant="outline"
          className="flex w-56 justify-start font-normal"
          disabled={props.disabled}
          aria-invalid={props.invalid || undefined}
          aria-describedby={props.describedBy}
          aria-labelledby={props.labelId ? `${props.labelId} ${valueId}` : undefined}
        >
          <CalendarIcon aria-hidden />
          <span id={valueId}>{selected ? written(selected) : t.chooseDate}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-3" align="start">
        <DayPicker
          mode="single"
          locale={dutch}
          weekStartsOn={1}
          autoFocus
          selected={selected}
          defaultMonth={selected ?? max}
          today={props.today ? dateOf(props.today) : undefined}
          // Month and year as dropdowns, five years back: a period or a backfill may start
          // long ago, and a year is sixty clicks on the arrows.
          captionLayout="dropdown"
          startMonth={new Date((max ?? new Date()).getFullYear() - YEARS_BACK, 0)}
          endMonth={max}
          disabled={max ? { after: max } : undefined}
          onSelect={(date) => {
            if (!date) return;
            props.onChange(dayOf(date));
            setOpen(false);
          }}
          labels={{
            labelPrevious: () => t.previousMonth,
            labelNext: () => t.nextMonth,
            labelMonthDropdown: () => t.month,
            labelYearDropdown: () => t.year,
            labelDayButton: (date, modifiers) => t.day(written(date), modifiers.today, modifiers.selected),
          }}
          classNames={{
            root: "relative text-sm",
            months: "flex flex-col",
            month_caption: "flex h-9 items-center",
            dropdowns: "flex gap-1",
            dropdown:
              "h-8 rounded-md border border-input bg-background px-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            caption_label: "hidden",
            nav: "absolute right-0 top-0 flex gap-1",
            button_previous: NAV_BUTTON,
            button_next: NAV_BUTTON,
            chevron: "size-4 fill-current",
            month_grid: "mt-2 border-collapse",
            weekday: "size-9 text-xs font-normal text-muted-foreground",
            day: "p-0.5 text-center",
            day_button:
              "size-8 rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none",
            selected: "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary",
            today: "font-semibold text-primary-text",
            outside: "text-muted-foreground opacity-50",
            disabled: "opacity-40",
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
