import { useQuery } from "@rocicorp/zero/react";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { TableScroll } from "../../components/ui/table-scroll.tsx";
import { cn } from "../../lib/cn.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { EditEmployee } from "./edit-employee.tsx";
import { EmployeeDataActions } from "./employee-data-actions.tsx";
import { EmployeeDialog } from "./employee-dialog.tsx";
import { matchesEmployee } from "./employee-search.ts";
import { PlatformEmployeesCard } from "./platform-employees-card.tsx";
import { SendWelcomeButton } from "./send-welcome-button.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { useSelection } from "./use-selection.ts";
import { WelcomeStatusCell } from "./welcome-status.tsx";

const t = nl.employees;
const tw = nl.employeeWelcome;
/** The header's muted tint, opaque, so cells that stay put hide what scrolls under them. */
const headerBg = "bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))]";

/** The people the WhatsApp assistant recognises (by phone) and verifies (by e-mail or number). */
export function EmployeesTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? "";
  const [employees] = useQuery(queries.employees.ofOrganization({ organizationId }));
  const [welcomeRows] = useQuery(queries.employeeWelcomes.ofOrganization({ organizationId }));
  const welcomes = useMemo(() => new Map(welcomeRows.map((w) => [w.employee_id, w])), [welcomeRows]);
  const mutate = useMutate();
  const [query, setQuery] = useState("");
  const [adding, setAdding] = useState(false);
  const shown = useMemo(() => employees.filter((e) => matchesEmployee(e, query)), [employees, query]);
  const selection = useSelection(shown.map((e) => e.id));
  const takenPhones = useMemo(
    () => new Set(employees.flatMap((e) => (e.phone_number ? [e.phone_number] : []))),
    [employees],
  );

  const setActive = async (id: string, on: boolean) => {
    const res = await mutate(mutators.employee.setActive({ id, is_active: on, now: Date.now() }));
    if (!res.ok) toast.error(t.updateFailed, { description: res.message });
  };
  // Below xl every cell but the checkbox stacks in the card's second column.
  const cell = isAdmin ? "max-xl:col-start-2" : undefined;
  // The name stays in view should the table scroll sideways after all (very long names).
  const nameLeft = isAdmin ? "xl:left-10" : "xl:left-0";
  const remove = async (id: string) => {
    const res = await mutate(mutators.employee.delete({ id }));
    if (res.ok) toast.success(t.deleted);
    else toast.error(t.deleteFailed, { description: res.message });
  };

  return (
    <SettingsCard title={t.title} description={t.description}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>}
      <PlatformEmployeesCard organizationId={organizationId} employees={employees} isAdmin={isAdmin} />
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput value={query} onChange={setQuery} placeholder={t.search} className="w-full max-w-xs" />
        <div className="ml-auto flex flex-wrap gap-2">
          {isAdmin && (
            <SendWelcomeButton
              organizationId={organizationId}
              employeeIds={selection.selected}
              onSent={selection.clear}
            />
          )}
          {isAdmin && (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden /> {t.add}
            </Button>
          )}
        </div>
      </div>
      {employees.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t.empty}</p>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t.noMatches(query.trim())}</p>
      ) : (
        // One row per employee in one DOM for every width: a table from xl (1280 px) up,
        // a card per employee below it, where the table cannot fit beside the sidebar (the
        // actions top right from sm, under the rest on a phone). E-mail and personeelsnummer
        // sit under the name and the active switch beside the status, so every column and
        // the actions fit at 1280 px; checkbox and name stay put should it still scroll.
        <TableScroll className="rounded-md border" data-testid="employees-table">
          <table className="w-full text-sm max-xl:block">
            <thead
              className={cn(
                "text-left text-xs text-muted-foreground",
                headerBg,
                isAdmin ? "max-xl:block" : "max-xl:hidden",
              )}
            >
              <tr className="max-xl:flex">
                {isAdmin && (
                  <th className={cn("px-3 py-2 xl:sticky xl:left-0 xl:z-10 xl:w-10 xl:min-w-10", headerBg)}>
                    <label className="inline-flex items-center gap-2 font-medium">
                      <input
                        type="checkbox"
                        className="size-4 align-middle"
                        aria-label={tw.selectAll}
                        checked={selection.all}
                        ref={(el) => {
                          if (el) el.indeterminate = selection.some && !selection.all;
                        }}
                        onChange={(ev) => selection.setAll(ev.target.checked)}
                      />
                      <span className="xl:hidden" aria-hidden>
                        {tw.selectAll}
                      </span>
                    </label>
                  </th>
                )}
                <th className={cn("px-3 py-2 font-medium max-xl:hidden xl:sticky xl:z-10", nameLeft, headerBg)}>
                  {t.name}
                </th>
                <th className="px-3 py-2 font-medium max-xl:hidden">{t.phoneColumn}</th>
                <th className="px-3 py-2 font-medium max-xl:hidden">{t.status}</th>
                <th className="px-3 py-2 font-medium max-xl:hidden">{t.onboarding}</th>
                {isAdmin && (
                  <th className="px-3 py-2 max-xl:hidden">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y max-xl:block">
              {shown.map((e) => {
                const name = `${e.first_name} ${e.last_name}`.trim();
                const details = [e.email, e.employee_number ? t.employeeNumberShort(e.employee_number) : null].filter(
                  Boolean,
                );
                return (
                  <tr
                    key={e.id}
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
                        <input
                          type="checkbox"
                          className="size-4 align-middle"
                          aria-label={tw.selectOne(name)}
                          checked={selection.has(e.id)}
                          onChange={(ev) => selection.set(e.id, ev.target.checked)}
                        />
                      </td>
                    )}
                    <td className={cn("bg-card px-3 py-2 max-xl:p-0 xl:sticky xl:z-10", nameLeft, cell)}>
                      <div className="font-medium xl:whitespace-nowrap">{name}</div>
                      {details.length > 0 && (
                        <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                          {details.join(" · ")}
                        </div>
                      )}
                    </td>
                    <td className={cn("px-3 py-2 whitespace-nowrap max-xl:p-0", cell)}>
                      {e.phone_number ?? <span className="text-muted-foreground italic">{t.noPhone}</span>}
                    </td>
                    <td className={cn("px-3 py-2 max-xl:p-0", cell)}>
                      <div className="flex items-center gap-2">
                        <Switch
                          checked={e.is_active}
                          disabled={!isAdmin}
                          aria-label={t.toggleActive(name)}
                          onCheckedChange={(on) => void setActive(e.id, on)}
                        />
                        <Badge variant={e.is_active ? "default" : "secondary"}>
                          {e.is_active ? t.active : t.inactive}
                        </Badge>
                      </div>
                    </td>
                    <td className={cn("px-3 py-2 max-xl:p-0", cell)}>
                      <div className="flex items-center gap-2">
                        <span className="text-xs text-muted-foreground xl:hidden">{t.onboarding}</span>
                        <WelcomeStatusCell onboardedAt={e.onboarded_at ?? null} welcome={welcomes.get(e.id)} />
                      </div>
                    </td>
                    {isAdmin && (
                      <td className="px-2 py-2 max-xl:p-0 max-sm:col-start-2 max-sm:-ml-2 sm:max-xl:col-start-3 sm:max-xl:row-start-1 sm:max-xl:-my-2">
                        <div className="flex items-center gap-0.5 xl:justify-end">
                          <EmployeeDataActions organizationId={organizationId} employeeId={e.id} name={name} />
                          <EditEmployee
                            organizationId={organizationId}
                            employee={e}
                            name={name}
                            takenPhones={takenPhones}
                          />
                          <DeleteEmployee name={name} onConfirm={() => void remove(e.id)} />
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {employees.length > 0 && (
        <p className="text-xs text-muted-foreground">
          {t.count(shown.length, employees.length)}
          {selection.selected.length > 0 && ` · ${tw.selected(selection.selected.length)}`} · {t.inactiveHint}
        </p>
      )}
      {organizationId && (
        <EmployeeDialog
          open={adding}
          onOpenChange={setAdding}
          organizationId={organizationId}
          takenPhones={takenPhones}
        />
      )}
    </SettingsCard>
  );
}

function DeleteEmployee({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`${t.deleteLabel}: ${name}`}>
          <Trash2Icon aria-hidden />
        </Button>
      }
      title={t.deleteConfirmTitle}
      description={t.deleteConfirm(name)}
      confirmLabel={t.deleteLabel}
      onConfirm={onConfirm}
    />
  );
}
