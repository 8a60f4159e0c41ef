import { defineMutator } from "@rocicorp/zero";
import { zql } from "../../../zero-schema.ts";
import {
  agentArchiveInput,
  agentCreateInput,
  agentSetActiveInput,
  agentSettingInput,
  agentUpdateInput,
} from "../../agents/agent-validation.ts";
import { nl } from "../../i18n/nl.ts";
import { logActivity } from "../activity.ts";
import { adminRow, NotAuthorizedError, newRowStamps, now, requireAdmin, requireUser, type Tx } from "../authorize.ts";

// The spec's create-agent and agent-config actions, as mutators for the organisation's
// admins: create, update_agent (update), delete_agent (archive: an agent's answers stay
// attributable), update_setting (setting); get_settings and get_capabilities are the
// agents queries. Every change an employee could notice bumps the agent's settings version.

/** A live (not archived) agent the caller administers; else the one generic refusal. */
async function liveAgent(tx: Tx, ctx: Parameters<typeof adminRow>[1], id: string) {
  const agent = await adminRow(tx, ctx, await tx.run(zql.agents.where("id", id).one()));
  if (agent.archived_at != null) throw new NotAuthorizedError();
  return agent;
}

export const agentMutators = {
  create: defineMutator(agentCreateInput, async ({ tx, args, ctx }) => {
    await requireAdmin(tx, ctx, args.organization_id);
    const type = await tx.run(zql.agent_types.where("id", args.agent_type_id).one());
    if (!type) throw new Error(nl.agents.typeRequired);
    const { id, organization_id, agent_type_id, name, icon } = args;
    await tx.mutate.agents.insert({
      id,
      organization_id,
      agent_type_id,
      name,
      icon,
      settings_version: 1,
      ...newRowStamps(tx, args.now),
    });
    await logActivity(tx, requireUser(ctx), {
      organizationId: organization_id,
      kind: "agent_created",
      target: id,
      details: { name, agent_type_id },
    });
  }),
  update: defineMutator(agentUpdateInput, async ({ tx, args, ctx }) => {
    const agent = await liveAgent(tx, ctx, args.id);
    await tx.mutate.agents.update({
      id: agent.id,
      name: args.name,
      icon: args.icon,
      settings_version: agent.settings_version + 1,
      updated_at: now(tx, args.now),
    });
  }),
  archive: defineMutator(agentArchiveInput, async ({ tx, args, ctx }) => {
    const agent = await liveAgent(tx, ctx, args.id);
    const at = now(tx, args.now);
    await tx.mutate.agents.update({ id: agent.id, archived_at: at, updated_at: at });
    // An archived agent answers no more: the default assistant takes over.
    const org = await tx.run(zql.organizations.where("id", agent.organization_id).one());
    if (org?.active_agent_id === agent.id) await tx.mutate.organizations.update({ id: org.id, active_agent_id: null });
    await logActivity(tx, requireUser(ctx), {
      organizationId: agent.organization_id,
      kind: "agent_removed",
      target: agent.id,
      details: { name: agent.name },
    });
  }),
  setActive: defineMutator(agentSetActiveInput, async ({ tx, args, ctx }) => {
    const { user } = await requireAdmin(tx, ctx, args.organization_id);
    const agent = args.agent_id === null ? null : await liveAgent(tx, ctx, args.agent_id);
    if (agent && agent.organization_id !== args.organization_id) throw new NotAuthorizedError();
    await tx.mutate.organizations.update({ id: args.organization_id, active_agent_id: args.agent_id });
    // Who changed which agent talks to employees on WhatsApp (none: the default assistant).
    await logActivity(tx, user, {
      organizationId: args.organization_id,
      kind: "agent_activated",
      target: agent?.id ?? null,
      details: { name: agent?.name ?? null },
    });
  }),
  setting: defineMutator(agentSettingInput, async ({ tx, args, ctx }) => {
    const agent = await liveAgent(tx, ctx, args.agent_id);
    if (args.key === "capabilities") {
      const type = await tx.run(zql.agent_types.where("id", agent.agent_type_id).one());
      if (args.value.some((c) => !type?.capabilities.includes(c))) throw new Error(nl.agents.capabilityNotOfType);
    }
    const at = now(tx, args.now);
    await tx.mutate.agent_settings.upsert({
      agent_id: agent.id,
      organization_id: agent.organization_id,
      key: args.key,
      value: args.key === "capabilities" ? [...new Set(args.value)] : args.value,
      updated_at: at,
    });
    await tx.mutate.agents.update({ id: agent.id, settings_version: agent.settings_version + 1, updated_at: at });
    // What changed, by its key; the capabilities as a list (turning off hand-over or verification matters).
    await logActivity(tx, requireUser(ctx), {
      organizationId: agent.organization_id,
      kind: "agent_settings_changed",
      target: agent.id,
      details: {
        name: agent.name,
        key: args.key,
        ...(args.key === "capabilities" ? { capabilities: [...new Set(args.value)].join(", ") } : {}),
      },
    });
  }),
};
