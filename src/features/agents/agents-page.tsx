import { useQuery } from "@rocicorp/zero/react";
import { PlusIcon } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { nl } from "../../../common/i18n/nl.ts";
import { mutators } from "../../../common/zero/mutators.ts";
import { queries } from "../../../common/zero/queries.ts";
import { Card } from "../../components/ui/card.tsx";
import { SearchInput } from "../../components/ui/search-input.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { useMutate } from "../../zero/use-mutate.ts";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { AgentCard } from "./agent-card.tsx";
import { AgentSettingsDialog } from "./agent-settings-dialog.tsx";
import { AgentTemplates } from "./agent-templates.tsx";
import { CreateAgentDialog } from "./create-agent-dialog.tsx";
import { matchesAgent } from "./search-agents.ts";
import { useAgents } from "./use-agents.ts";
import { useCurrentAgent } from "./use-current-agent.ts";

const t = nl.agents;

/** 'Welcome to Agents': the organisation's agents, which one answers on WhatsApp, and the types to start from. */
export function AgentsPage() {
  const { organization, isAdmin } = useCurrentOrganization();
  const organizationId = organization?.id ?? "";
  const [agents, result] = useAgents(organizationId);
  const [types] = useQuery(queries.agents.types({}));
  const { currentAgentId, chooseAgent } = useCurrentAgent(
    organizationId,
    useMemo(() => agents.map((a) => a.id), [agents]),
  );
  const mutate = useMutate();
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState<{ open: boolean; typeId: string | null }>({ open: false, typeId: null });
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = agents.find((a) => a.id === editingId) ?? null;
  const activeId = organization?.active_agent_id ?? null;
  const shown = agents.filter((a) => matchesAgent(a, search));

  const loadError = result.type === "error" ? result.error.message : null;
  useEffect(() => {
    if (loadError) toast.error(nl.common.error, { description: loadError });
  }, [loadError]);

  const edit = (id: string) => {
    chooseAgent(id);
    setEditingId(id);
  };
  const setActive = async (id: string, active: boolean) => {
    const name = agents.find((a) => a.id === id)?.name ?? "";
    const res = await mutate(
      mutators.agent.setActive({ organization_id: organizationId, agent_id: active ? id : null }),
    );
    if (res.ok) toast.success(active ? t.madeActive(name) : t.updated);
    else toast.error(t.updateFailed, { description: res.message });
  };
  const remove = async (id: string) => {
    const res = await mutate(mutators.agent.archive({ id, now: Date.now() }));
    if (res.ok) toast.success(t.deleted);
    else toast.error(t.deleteFailed, { description: res.message });
  };
  const openCreate = (typeId: string | null) => setCreating({ open: true, typeId });

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageHeader
        title={nl.pages.agents}
        description={t.description}
        actions={<SearchInput value={search} onChange={setSearch} placeholder={t.search} className="w-64" />}
      />
      <p className="text-sm text-muted-foreground">{t.activeHint}</p>
      {agents.length === 0 && result.type !== "complete" ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : (
        <div className="grid gap-4 grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))]">
          {isAdmin && (
            <button
              type="button"
              onClick={() => openCreate(null)}
              className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-5 text-muted-foreground transition-colors hover:border-primary hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <PlusIcon className="size-8" aria-hidden />
              <span className="font-semibold">{t.createNew}</span>
              <span className="text-sm">{t.createNewDescription}</span>
            </button>
          )}
          {shown.map((agent) => (
            <AgentCard
              key={agent.id}
              agent={agent}
              isActive={agent.id === activeId}
              isCurrent={agent.id === currentAgentId}
              canEdit={isAdmin}
              onEdit={() => edit(agent.id)}
              onSetActive={(active) => void setActive(agent.id, active)}
              onDelete={() => void remove(agent.id)}
            />
          ))}
          {shown.length === 0 && result.type === "complete" && (
            <Card className="flex items-center p-5 text-sm text-muted-foreground sm:col-span-2">
              {agents.length === 0 ? t.empty : t.noMatches}
            </Card>
          )}
        </div>
      )}
      <AgentTemplates types={types} canCreate={isAdmin} onUse={openCreate} />
      <CreateAgentDialog
        open={creating.open}
        onOpenChange={(open) => setCreating((c) => ({ ...c, open }))}
        organizationId={organization?.id ?? null}
        types={types}
        presetTypeId={creating.typeId}
        onCreated={chooseAgent}
      />
      <AgentSettingsDialog agent={editing} onClose={() => setEditingId(null)} />
    </div>
  );
}
