import { useQuery } from "@rocicorp/zero/react";
import { PlusIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { nl } from "../../i18n/nl.ts";
import { mutators } from "../../zero/mutators.ts";
import { queries } from "../../zero/queries.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { EmployeeDialog } from "./employee-dialog.tsx";
import { matchesEmployee } from "./employee-search.ts";
import { SettingsCard } from "./settings-card.tsx";

const t = nl.employees;

/** The people the WhatsApp assistant recognises (by phone) and verifies (by e-mail or number). */
export function EmployeesTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? "";
  const [employees] = useQuery(queries.employees.ofOrganization({ organizationId }));
  const mutate = useMutate();
  const [query, setQuery] = useState("");
  const [adding, setAdding] = useState(false);
  const shown = useMemo(() => employees.filter((e) => matchesEmployee(e, query)), [employees, query]);
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
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full max-w-xs">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t.search}
            aria-label={t.search}
            className="pl-8"
          />
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          {/* The staffing-provider import and the welcome message come with a later issue. */}
          <Button variant="outline" disabled>
            {t.import} · {t.comingSoon}
          </Button>
          <Button variant="outline" disabled>
            {t.welcome} · {t.comingSoon}
          </Button>
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
                      <Badge variant="outline">{e.onboarded_at ? t.onboarded : t.notOnboarded}</Badge>
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex items-center justify-end gap-1">
                        <Switch
                          checked={e.is_active}
                          disabled={!isAdmin}
                          aria-label={t.toggleActive(name)}
                          onCheckedChange={(on) => void setActive(e.id, on)}
                        />
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
          {t.count(shown.length, employees.length)} · {t.inactiveHint}
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
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={`${t.deleteLabel}: ${name}`}>
          <Trash2Icon aria-hidden />
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{t.deleteConfirmTitle}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t.deleteConfirm(name)}
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{nl.common.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                {t.deleteLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
