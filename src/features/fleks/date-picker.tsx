import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useState } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Button } from "../../components/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover.tsx";
import { cn } from "../../lib/cn.ts";
import { monthGrid } from "./month-grid.ts";

const t = nl.fleksActions;
const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat("nl-NL", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month, 1)),
  );
const shown = (day: string) =>
  new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * A Dutch date picker: the chosen day written out (nl-NL), a month calendar with weeks from
 * Monday (ma … zo), days after `max` disabled. Value and `max` are yyyy-mm-dd.
 */
export function DatePicker(props: {
  id?: string;
  value: string;
  max?: string;
  disabled?: boolean;
  onChange: (day: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [year, month] = (props.value || props.max || "2026-01-01").split("-").map(Number) as [number, number];
  const [view, setView] = useState({ year, month: month - 1 });
  const step = (delta: number) =>
    setView((v) => {
      const m = v.month + delta;
      return { year: v.year + Math.floor(m / 12), month: ((m % 12) + 12) % 12 };
    });
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button id={props.id} variant="outline" className="w-56 justify-start" disabled={props.disabled}>
          <CalendarIcon aria-hidden />
          {props.value ? shown(props.value) : t.chooseDate}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-72" align="start">
        <div className="mb-2 flex items-center justify-between">
          <Button variant="ghost" size="icon" aria-label={t.previousMonth} onClick={() => step(-1)}>
            <ChevronLeftIcon aria-hidden />
          </Button>
          <span className="text-sm font-medium" data-testid="date-picker-month">
            {monthName(view.year, view.month)}
          </span>
          <Button variant="ghost" size="icon" aria-label={t.nextMonth} onClick={() => step(1)}>
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
        <table className="w-full text-center text-sm">
          <thead>
            <tr>
              {t.weekdays.map((d) => (
                <th key={d} className="p-1 text-xs font-normal text-muted-foreground">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(view.year, view.month).map((week) => (
              <tr key={week.find(Boolean) ?? ""}>
                {week.map((day, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week's seven cells, empty ones included
                  <td key={i} className="p-0.5">
                    {day && (
                      <button
                        type="button"
                        disabled={Boolean(props.max && day > props.max)}
                        aria-label={shown(day)}
                        aria-pressed={day === props.value}
                        className={cn(
                          "h-8 w-8 rounded-md hover:bg-accent disabled:pointer-events-none disabled:opacity-40",
                          day === props.value && "bg-primary text-primary-foreground hover:bg-primary",
                        )}
                        onClick={() => {
                          props.onChange(day);
                          setOpen(false);
                        }}
                      >
                        {Number(day.slice(8))}
                      </button>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </PopoverContent>
    </Popover>
  );
}
