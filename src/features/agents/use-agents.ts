import { useQuery } from "@rocicorp/zero/react";
import type { AgentSettingKey } from "../../../common/agents/agent-kinds.ts";
import { effectiveCapabilities } from "../../../common/agents/effective-capabilities.ts";
import { queries } from "../../../common/zero/queries.ts";

/** The organisation's live agents, oldest first, with their type and settings. */
export function useAgents(organizationId: string) {
  return useQuery(queries.agents.ofOrganization({ organizationId }));
}

export type AgentRow = ReturnType<typeof useAgents>[0][number];

export const settingOf = (agent: AgentRow, key: AgentSettingKey) => agent.settings.find((s) => s.key === key)?.value;

export const textSetting = (agent: AgentRow, key: AgentSettingKey) => {
  const value = settingOf(agent, key);
  return typeof value === "string" ? value : "";
};

export const capabilitiesOf = (agent: AgentRow) =>
  effectiveCapabilities(agent.type?.capabilities ?? [], settingOf(agent, "capabilities"));
