import { json, number, string, table } from "@rocicorp/zero";
import type { AgentCapability, AgentSettingKey, AgentSettingValue } from "../../agents/agent-kinds.ts";
import { orgTable } from "./tables.ts";

// The agent tables browsers sync (migrations/0033_agents.ts). agent_types are the same for
// every organisation; an organisation's agents and their settings are its members' to read.

export const agent_types = table("agent_types")
  .columns({
    id: string(),
    label: string(),
    description: string(),
    icon: string(),
    capabilities: json<AgentCapability[]>(),
    created_at: number(),
  })
  .primaryKey("id");

export const agents = orgTable("agents", {
  agent_type_id: string(),
  name: string(),
  icon: string(),
  settings_version: number(),
  archived_at: number().optional(),
  created_at: number(),
  updated_at: number(),
});

export const agent_settings = table("agent_settings")
  .columns({
    agent_id: string(),
    organization_id: string(),
    key: string<AgentSettingKey>(),
    value: json<AgentSettingValue>(),
    updated_at: number(),
  })
  .primaryKey("agent_id", "key");
