import type { AgentCapability } from "../../common/agents/agent-kinds.ts";
import type { ActiveAgent } from "./active-agent.ts";

/** Whether the answering agent may do `capability`; without an active agent everything is on (today's assistant). */
export function agentCan(agent: ActiveAgent | null, capability: AgentCapability): boolean {
  return agent === null || agent.capabilities.has(capability);
}
