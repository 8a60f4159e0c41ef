import type {
  AgentCapability,
  AgentSettingKey,
  AgentSettingValue,
  AgentTone,
} from "../../common/agents/agent-kinds.ts";
import { effectiveCapabilities } from "../../common/agents/effective-capabilities.ts";
import type { Db } from "../db/connect.ts";
import type { ActiveAgent } from "./active-agent.ts";

/**
 * The agent that answers the organisation's WhatsApp, with its settings applied, or null
 * when none is active (or it was archived): then the assistant behaves exactly as before agents.
 */
export async function loadActiveAgent(db: Db, organizationId: string): Promise<ActiveAgent | null> {
  const agent = await db
    .selectFrom("organizations as o")
    .innerJoin("agents as a", "a.id", "o.active_agent_id")
    .innerJoin("agent_types as t", "t.id", "a.agent_type_id")
    .select(["a.id", "a.name", "a.settings_version", "t.capabilities"])
    .where("o.id", "=", organizationId)
    .where("a.archived_at", "is", null)
    .executeTakeFirst();
  if (!agent) return null;
  const rows = await db
    .selectFrom("agent_settings")
    .select(["key", "value"])
    .where("agent_id", "=", agent.id)
    .execute();
  const settings = new Map<AgentSettingKey, AgentSettingValue>(rows.map((r) => [r.key, r.value]));
  const text = (key: AgentSettingKey) => {
    const value = settings.get(key);
    return typeof value === "string" && value.trim() ? value.trim() : null;
  };
  const capabilities = effectiveCapabilities(agent.capabilities, settings.get("capabilities"));
  return {
    id: agent.id,
    name: text("display_name") ?? agent.name,
    settingsVersion: agent.settings_version,
    capabilities: new Set<AgentCapability>(capabilities),
    tone: text("tone") as AgentTone | null,
    handoverMessage: text("handover_message"),
    openingMessage: text("opening_message"),
  };
}
