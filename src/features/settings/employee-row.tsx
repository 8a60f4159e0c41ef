import type { Row } from "@rocicorp/zero";
import { memo } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { groupedNumber } from "../../../common/inbox/grouped-number.ts";
import type { schema } from "../../../zero-schema.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { cn } from "../../lib/cn.ts";
import { EmployeeRowActions } from "./employee-row-actions.tsx";
import { type WelcomeRow, WelcomeStatusCell } from "./welcome-status.tsx";

const t = nl.employees;
const tw = nl.employeeWelcome;

export type EmployeeRowData = Row<typeof schema.tables.employees>;

/**
 * One employee in the employees table (a card below xl). Memoised: ticking, typing in the
 * search or a synced change to another employee does not render it again.
 */
export const EmployeeRow = memo(function EmployeeRow(props: {
  e: EmployeeRowData;
  welcome: WelcomeRow | undefined;
  /** The employee sent STOP on WhatsApp: no welcome goes to them. */
  optedOut: boolean;
  checked: boolean;
  isAdmin: boolean;
  organizationId: string;
  takenPhones: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onSetActive: (id: string, on: boolean) => void;
  onRemove: (id: string) => void;
}) {
  const { e, isAdmin } = props;
  const name = `${e.first_name} ${e.last_name}`.trim();
  const details = [e.email, e.employee_number ? t.employeeNumberShort(e.employee_number) : null].filter(Boolean);
  // Below xl every cell but the checkbox stacks in the card's second column.
  const cell = isAdmin ? "max-xl:col-start-2" : undefined;
  // The name stays in view should the table scroll sideways after all (very long names).
  const nameLeft = isAdmin ? "xl:left-10" : "xl:left-0";
  return (
    <tr
      data-testid="employee-row"
      className={cn(
        "max-xl:grid max-xl:gap-x-3 max-xl:gap-y-2 max-xl:p-3",
        isAdmin
          ? "max-sm:grid-cols-[auto_minmax(0,1fr)] sm:max-xl:grid-cols-[auto_minmax(0,1fr)_auto]"
          : "max-xl:grid-cols-1",
        !e.is_active && "text-muted-foreground",
      )}
    >
      {isAdmin && (
        <td className="bg-card px-3 py-2 max-xl:p-0 max-xl:pt-0.5 xl:sticky xl:left-0 xl:z-10 xl:w-10 xl:min-w-10">
          {/* On a touch screen the box answers a tap 44 px around it (the label's padding, taken back by its margin). */}
          <label className="inline-flex pointer-coarse:-m-3.5 pointer-coarse:p-3.5">
            <input
              type="checkbox"
              className="size-4 align-middle"
              aria-label={tw.selectOne(name)}
              checked={props.checked}
              onChange={(ev) => props.onSelect(e.id, ev.target.checked)}
            />
          </label>
        </td>
      )}
      <td className={cn("bg-card px-3 py-2 max-xl:p-0 xl:sticky xl:z-10", nameLeft, cell)}>
        <div className="font-medium xl:whitespace-nowrap">{name}</div>
        {details.length > 0 && (
          <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{details.join(" · ")}</div>
        )}
      </td>
      <td className={cn("px-3 py-2 whitespace-nowrap max-xl:p-0", cell)}>
        {/* Grouped as the inbox shows the same number ("+31 6 8000 0009"); the search takes either. */}
        {e.phone_number ? (
          groupedNumber(e.phone_number)
        ) : (
          <span className="text-muted-foreground italic">{t.noPhone}</span>
        )}
      </td>
      <td className={cn("px-3 py-2 max-xl:p-0", cell)}>
        <div className="flex items-center gap-2">
          <Switch
            checked={e.is_active}
            disabled={!isAdmin}
            aria-label={t.toggleActive(name)}
            onCheckedChange={(on) => props.onSetActive(e.id, on)}
          />
          <Badge variant={e.is_active ? "default" : "secondary"}>{e.is_active ? t.active : t.inactive}</Badge>
        </div>
      </td>
      <td className={cn("px-3 py-2 max-xl:p-0", cell)}>
        <div className="flex items-center gap-2">
          <span className="text-xs text-muted-foreground xl:hidden">{t.onboarding}</span>
          <WelcomeStatusCell onboardedAt={e.onboarded_at ?? null} welcome={props.welcome} optedOut={props.optedOut} />
        </div>
      </td>
      {isAdmin && (
        <td className="px-2 py-2 max-xl:p-0 max-sm:col-start-2 max-sm:-ml-2 sm:max-xl:col-start-3 sm:max-xl:row-start-1 sm:max-xl:-my-2">
          <EmployeeRowActions
            organizationId={props.organizationId}
            employee={e}
            name={name}
            takenPhones={props.takenPhones}
            onRemove={props.onRemove}
          />
        </td>
      )}
    </tr>
  );
});
