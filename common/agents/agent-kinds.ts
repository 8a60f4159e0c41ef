// What an agent can do and how it can be set (migrations/0033_agents.ts).

/** The capabilities an agent type may offer; each one an admin can switch off per agent. */
export const AGENT_CAPABILITIES = [
  "faq_answers",
  "document_answers",
  "own_shifts",
  "verification",
  "handover",
  "welcome_messages",
] as const;
export type AgentCapability = (typeof AGENT_CAPABILITIES)[number];

/** The keys of an agent's settings (agent_settings.key). */
export const AGENT_SETTING_KEYS = [
  "display_name",
  "tone",
  "capabilities",
  "handover_message",
  "opening_message",
] as const;
export type AgentSettingKey = (typeof AGENT_SETTING_KEYS)[number];

export const AGENT_TONES = ["friendly", "formal", "concise"] as const;
export type AgentTone = (typeof AGENT_TONES)[number];

/** The icons an admin may pick for an agent (lucide names, drawn by src/features/agents). */
export const AGENT_ICONS = ["bot", "sparkles", "calendar", "users", "briefcase", "heart"] as const;
export type AgentIcon = (typeof AGENT_ICONS)[number];

/** A setting's value, as stored in agent_settings.value. */
export type AgentSettingValue = string | AgentCapability[];
