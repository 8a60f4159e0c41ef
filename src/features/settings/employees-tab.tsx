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
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
              <tr>
                {isAdmin && (
                  <th className="w-8 px-3 py-2">
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
                  </th>
                )}
                <th className="px-3 py-2 font-medium">{t.name}</th>
                <th className="px-3 py-2 font-medium">{t.phoneColumn}</th>
                <th className="px-3 py-2 font-medium">{t.email}</th>
                <th className="px-3 py-2 font-medium">{t.employeeNumber}</th>
                <th className="px-3 py-2 font-medium">{t.status}</th>
                <th className="px-3 py-2 font-medium">{t.onboarding}</th>
                <th className="px-3 py-2">
                  <span className="sr-only">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {shown.map((e) => {
                const name = `${e.first_name} ${e.last_name}`.trim();
                return (
                  <tr
                    key={e.id}
                    data-testid="employee-row"
                    className={e.is_active ? undefined : "text-muted-foreground"}
                  >
                    {isAdmin && (
                      <td className="px-3 py-2">
                        <input
                          type="checkbox"
                          className="size-4 align-middle"
                          aria-label={tw.selectOne(name)}
                          checked={selection.has(e.id)}
                          onChange={(ev) => selection.set(e.id, ev.target.checked)}
                        />
                      </td>
                    )}
                    <td className="px-3 py-2 font-medium whitespace-nowrap">{name}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {e.phone_number ?? <span className="text-muted-foreground italic">{t.noPhone}</span>}
                    </td>
                    <td className="px-3 py-2">{e.email ?? "—"}</td>
                    <td className="px-3 py-2">{e.employee_number ?? "—"}</td>
                    <td className="px-3 py-2">
                      <Badge variant={e.is_active ? "default" : "secondary"}>
                        {e.is_active ? t.active : t.inactive}
                      </Badge>
                    </td>
                    <td className="px-3 py-2">
                      <WelcomeStatusCell onboardedAt={e.onboarded_at ?? null} welcome={welcomes.get(e.id)} />
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex items-center justify-end gap-1">
                        <Switch
                          checked={e.is_active}
                          disabled={!isAdmin}
                          aria-label={t.toggleActive(name)}
                          onCheckedChange={(on) => void setActive(e.id, on)}
                        />
                        {isAdmin && (
                          <EmployeeDataActions organizationId={organizationId} employeeId={e.id} name={name} />
                        )}
                        {isAdmin && (
                          <EditEmployee
                            organizationId={organizationId}
                            employee={e}
                            name={name}
                            takenPhones={takenPhones}
                          />
                        )}
                        {isAdmin && <DeleteEmployee name={name} onConfirm={() => void remove(e.id)} />}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
