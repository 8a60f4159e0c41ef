import { nl } from "../../common/i18n/nl.ts";
import type { ActiveAgent } from "./active-agent.ts";
import { agentCan } from "./agent-can.ts";

/**
 * The opening of a conversation's first reply (AI Act art. 50: it says this is an AI and
 * how to reach a person). An agent's opening message replaces the greeting, never the AI
 * notice, which names the agent; without an agent, today's text exactly.
 */
export function disclosureFor(organizationName: string | null, agent: ActiveAgent | null): string {
  if (!agent) return nl.assistant.disclosure(organizationName);
  const notice = nl.assistant.agentAiNotice(agent.name, agentCan(agent, "handover"));
  if (agent.openingMessage) return `${agent.openingMessage}\n\n${notice}`;
  return `${nl.assistant.agentGreeting(agent.name, organizationName)} ${notice}`;
}
