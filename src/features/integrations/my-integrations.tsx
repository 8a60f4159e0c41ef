import { useQuery } from "@rocicorp/zero/react";
import { Link } from "@tanstack/react-router";
import { PlusIcon, UnplugIcon } from "lucide-react";
import { useEffect } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { FLEKS_PROVIDER } from "../../../common/integrations/sync-kinds.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { TitledCard } from "../../components/ui/titled-card.tsx";
import { useMutate } from "../../zero/use-mutate.ts";
import { useFleksSyncFailing } from "./use-fleks-sync-failing.ts";

const t = nl.integrations;

/** The organisation's integrations, live through Zero: Actief/Inactief and disconnect (admins). */
export function MyIntegrations(props: { organizationId: string; isAdmin: boolean; onAdd: () => void }) {
  const [rows, result] = useQuery(queries.integrations.ofOrganization({ organizationId: props.organizationId }));
  const mutate = useMutate();
  const fleksFailing = useFleksSyncFailing(props.organizationId);

  const loadError = result.type === "error" ? result.error.message : null;
  useEffect(() => {
    if (loadError) toast.error(t.loadFailed, { description: loadError });
  }, [loadError]);

  const setActive = async (id: string, name: string, on: boolean) => {
    const res = await mutate(mutators.integration.setActive({ id, is_active: on, now: Date.now() }));
    if (res.ok) toast.success(t.statusChanged(name, on));
    else toast.error(t.statusFailed, { description: res.message });
  };
  const disconnect = async (id: string) => {
    const res = await mutate(mutators.integration.delete({ id }));
    if (res.ok) toast.success(t.disconnected);
    else toast.error(nl.common.error, { description: t.disconnectFailed });
  };

  return (
    <TitledCard
      title={t.mineTitle}
      description={props.isAdmin ? t.mineDescription : t.adminsOnly}
      action={
        props.isAdmin && (
          <Button onClick={props.onAdd}>
            <PlusIcon aria-hidden /> {t.customAdd}
          </Button>
        )
      }
    >
      {rows.length === 0 && result.type !== "complete" ? (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.mineEmpty}</p>
      ) : (
        <ul className="divide-y rounded-md border" data-testid="my-integrations">
          {rows.map((row) => {
            const isFleks = row.integration_type === "staffing" && row.provider === FLEKS_PROVIDER;
            return (
              <li key={row.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="integration-row">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">
                    {isFleks ? (
                      <Link to="/dashboard/fleks" className="underline-offset-4 hover:underline">
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {t.types[row.integration_type]} · {row.provider} · {row.api_endpoint}
                  </p>
                </div>
                <Badge variant={row.is_active ? "default" : "secondary"}>{row.is_active ? t.active : t.inactive}</Badge>
                {isFleks && row.is_active && fleksFailing && (
                  <Badge variant="destructive" data-testid="integration-sync-failed">
                    {t.syncFailed}
                  </Badge>
                )}
                <Switch
                  checked={row.is_active}
                  disabled={!props.isAdmin}
                  aria-label={t.toggleLabel(row.name)}
                  onCheckedChange={(on) => void setActive(row.id, row.name, on)}
                />
                {props.isAdmin && (
                  <ConfirmDialog
                    trigger={
                      <Button variant="ghost" size="sm" aria-label={`${t.disconnect}: ${row.name}`}>
                        <UnplugIcon aria-hidden /> {t.disconnect}
                      </Button>
                    }
                    title={t.disconnectTitle}
                    description={t.disconnectConfirm(row.name)}
                    confirmLabel={t.disconnect}
                    onConfirm={() => void disconnect(row.id)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </TitledCard>
  );
}
