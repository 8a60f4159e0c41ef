import type { AgentCapability, AgentTone } from "../../common/agents/agent-kinds.ts";

/** The organisation's answering agent as the assistant uses it (null: the default assistant, everything on). */
export type ActiveAgent = {
  id: string;
  /** The name employees see: the display-name setting, else the agent's own name. */
  name: string;
  settingsVersion: number;
  /** The type's capabilities, less those an admin switched off. */
  capabilities: Set<AgentCapability>;
  tone: AgentTone | null;
  handoverMessage: string | null;
  openingMessage: string | null;
};
