import type { Generated } from "kysely";
import type { AgentCapability, AgentSettingKey, AgentSettingValue } from "../../common/agents/agent-kinds.ts";
import type { Json, Timestamp } from "./column-types.ts";

// The agent tables (migrations/0033_agents.ts).

export interface AgentTypesTable {
  id: string;
  label: string;
  description: string;
  icon: string;
  capabilities: Json<AgentCapability[]>;
  created_at: Generated<Timestamp>;
}

export interface AgentsTable {
  id: string;
  organization_id: string;
  agent_type_id: string;
  name: string;
  icon: Generated<string>;
  settings_version: Generated<number>;
  archived_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface AgentSettingsTable {
  agent_id: string;
  organization_id: string;
  key: AgentSettingKey;
  value: Json<AgentSettingValue>;
  updated_at: Generated<Timestamp>;
}

export interface AgentTables {
  agent_types: AgentTypesTable;
  agents: AgentsTable;
  agent_settings: AgentSettingsTable;
}
