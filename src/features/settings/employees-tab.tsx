import { useQuery } from "@rocicorp/zero/react";
import { PlusIcon } from "lucide-react";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceSelect } from "../../components/ui/choice-select.tsx";
import { Pager, pageOf } from "../../components/ui/pager.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { TableScroll } from "../../components/ui/table-scroll.tsx";
import { cn } from "../../lib/cn.ts";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { EmployeeDialog } from "./employee-dialog.tsx";
import { EMPLOYEE_FILTERS, type EmployeeFilter, inFilter } from "./employee-filter.ts";
import { EmployeeRow } from "./employee-row.tsx";
import { matchesEmployee } from "./employee-search.ts";
import { PlatformEmployeesCard } from "./platform-employees-card.tsx";
import { SendWelcomeButton } from "./send-welcome-button.tsx";
import { SettingsCard } from "./settings-card.tsx";
import { useSelection } from "./use-selection.ts";

const t = nl.employees;
const tw = nl.employeeWelcome;
// Rows rendered at a time: 5,000 rows at once froze the tab for seconds.
const PAGE_SIZE = 50;
/** The header's muted tint, opaque, so cells that stay put hide what scrolls under them. */
const headerBg = "bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))]";

/** The people the WhatsApp assistant recognises (by phone) and verifies (by e-mail or number). */
export function EmployeesTab() {
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? "";
  const [employees, employeesResult] = useQuery(queries.employees.ofOrganization({ organizationId }));
  const [welcomeRows, welcomesResult] = useQuery(queries.employeeWelcomes.ofOrganization({ organizationId }));
  const welcomes = useMemo(() => new Map(welcomeRows.map((w) => [w.employee_id, w])), [welcomeRows]);
  const [stopped, stoppedResult] = useQuery(queries.conversations.optedOut({ organizationId }));
  // Until the server has confirmed all three, the rows are only what other screens happened
  // to sync (the inbox's ~40 employees, or none): a count, "no employees", "no matches" or
  // "select all" drawn from them would read as final while it is not.
  const loaded = [employeesResult, welcomesResult, stoppedResult].every((r) => r.type === "complete");
  const stoppedPhones = useMemo(() => new Set(stopped.map((c) => c.customer_phone)), [stopped]);
  const optedOut = useCallback(
    (e: { phone_number: string | null }) => !!e.phone_number && stoppedPhones.has(e.phone_number),
    [stoppedPhones],
  );
  const mutate = useMutate();
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<EmployeeFilter>("all");
  const [pageNo, setPageNo] = useState(0);
  const [adding, setAdding] = useState(false);
  // Thousands of employees: typing stays quick while the filtered list catches up.
  const searched = useDeferredValue(query);
  const shown = useMemo(
    () => employees.filter((e) => inFilter(e, welcomes.get(e.id), filter, optedOut(e)) && matchesEmployee(e, searched)),
    [employees, welcomes, filter, searched, optedOut],
  );
  const shownIds = useMemo(() => shown.map((e) => e.id), [shown]);
  const selection = useSelection(shownIds);
  const paged = pageOf(shown.length, pageNo, PAGE_SIZE);
  const page = shown.slice(paged.from, paged.to);
  const takenPhones = useMemo(
    () => new Set(employees.flatMap((e) => (e.phone_number ? [e.phone_number] : []))),
    [employees],
  );

  // Stable, so a row that did not change is not rendered again (EmployeeRow is memoised).
  const setActive = useCallback(
    async (id: string, on: boolean) => {
      const res = await mutate(mutators.employee.setActive({ id, is_active: on, now: Date.now() }));
      if (!res.ok) toast.error(t.updateFailed, { description: res.message });
    },
    [mutate],
  );
  const remove = useCallback(
    async (id: string) => {
      const res = await mutate(mutators.employee.delete({ id }));
      if (res.ok) toast.success(t.deleted);
      else toast.error(t.deleteFailed, { description: res.message });
    },
    [mutate],
  );
  // The name stays in view should the table scroll sideways after all (very long names).
  const nameLeft = isAdmin ? "xl:left-10" : "xl:left-0";

  return (
    <SettingsCard title={t.title} description={t.description}>
      {!isAdmin && <p className="text-sm text-muted-foreground">{t.adminsOnly}</p>}
      <PlatformEmployeesCard organizationId={organizationId} isAdmin={isAdmin} />
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          value={query}
          onChange={(q) => {
            setQuery(q);
            setPageNo(0);
          }}
          placeholder={t.search}
          className="w-full max-w-xs"
        />
        <ChoiceSelect<EmployeeFilter>
          aria-label={t.filterLabel}
          value={filter}
          values={EMPLOYEE_FILTERS}
          label={(f) => t.filters[f]}
          onChange={(f) => {
            setFilter(f || "all");
            setPageNo(0);
          }}
          className="w-auto"
        />
        <div className="ml-auto flex flex-wrap gap-2">
          {isAdmin && loaded && (
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
      {!loaded ? (
        <p role="status" className="py-6 text-center text-sm text-muted-foreground" data-testid="employees-loading">
          {t.loading}
        </p>
      ) : employees.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{t.empty}</p>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {query.trim() ? t.noMatches(query.trim()) : t.noneInFilter}
        </p>
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
                    <label className="inline-flex items-center gap-2 font-medium pointer-coarse:-m-3.5 pointer-coarse:p-3.5">
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
              {page.map((e) => (
                <EmployeeRow
                  key={e.id}
                  e={e}
                  welcome={welcomes.get(e.id)}
                  optedOut={optedOut(e)}
                  checked={selection.has(e.id)}
                  isAdmin={isAdmin}
                  organizationId={organizationId}
                  takenPhones={takenPhones}
                  onSelect={selection.set}
                  onSetActive={setActive}
                  onRemove={remove}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {loaded && employees.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            {t.count(shown.length, employees.length)}
            {selection.selected.length > 0 && ` · ${tw.selected(selection.selected.length)}`} · {t.inactiveHint}
          </p>
          <Pager page={paged.page} size={PAGE_SIZE} total={shown.length} onPage={setPageNo} />
        </div>
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
