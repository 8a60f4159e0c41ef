import { useQuery } from "@rocicorp/zero/react";
import { PlusIcon, Trash2Icon } from "lucide-react";
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
import { SettingsCard } from "./settings-card.tsx";

const t = nl.employees;

export function EmployeesTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? "";
  const [employees] = useQuery(queries.employees.ofOrganization({ organizationId }));
  const mutate = useMutate();
  const [query, setQuery] = useState("");
  const [adding, setAdding] = useState(false);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return employees;
    return employees.filter((e) =>
      [e.first_name, e.last_name, e.phone_number, e.email, e.employee_number].some((v) => v?.toLowerCase().includes(q)),
    );
  }, [employees, query]);

  const setActive = async (id: string, on: boolean) => {
    const res = await mutate(mutators.employee.setActive({ id, is_active: on, now: Date.now() }));
    if (!res.ok) toast.error(t.updateFailed, { description: res.message });
  };
  const remove = async (id: string, name: string) => {
    if (!window.confirm(t.deleteConfirm(name))) return;
    const res = await mutate(mutators.employee.delete({ id }));
    if (res.ok) toast.success(t.deleted);
    else toast.error(t.deleteFailed, { description: res.message });
  };

  return (
    <SettingsCard title={t.title} description={t.description}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Input
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t.search}
          aria-label={t.search}
          className="max-w-xs"
        />
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="outline" disabled title={t.comingSoon}>
            {t.import} · {t.comingSoon}
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
      ) : (
        <ul className="divide-y rounded-md border">
          {shown.map((e) => {
            const name = `${e.first_name} ${e.last_name}`.trim();
            return (
              <li key={e.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid="employee-row">
                <div className="min-w-48 flex-1">
                  <p className="font-medium">{name}</p>
                  <p className="text-xs text-muted-foreground">
                    {[e.phone_number, e.email, e.employee_number && `#${e.employee_number}`]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                <Badge variant={e.is_active ? "default" : "secondary"}>{e.is_active ? t.active : t.inactive}</Badge>
                <Badge variant="outline">{e.onboarded_at ? t.onboarded : t.notOnboarded}</Badge>
                <Switch
                  checked={e.is_active}
                  disabled={!isAdmin}
                  aria-label={t.toggleActive(name)}
                  onCheckedChange={(on) => void setActive(e.id, on)}
                />
                {isAdmin && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`${nl.employees.deleteLabel} ${name}`}
                    onClick={() => void remove(e.id, name)}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {organizationId && (
        <EmployeeDialog
          open={adding}
          onOpenChange={setAdding}
          organizationId={organizationId}
          takenPhones={new Set(employees.flatMap((e) => (e.phone_number ? [e.phone_number] : [])))}
        />
      )}
    </SettingsCard>
  );
}
