import type { AgentTone } from "../../common/agents/agent-kinds.ts";
import type { ActiveAgent } from "./active-agent.ts";

// The tone an agent asks of the language model, as an instruction in the model's language (Dutch).
const TONE: Record<AgentTone, string> = {
  friendly: "Schrijf vriendelijk en persoonlijk, met je/jij.",
  // Formal, yet with "je": every fixed text in the same reply (greeting, citation, hand-over) says je.
  formal: "Schrijf formeel en beleefd, maar spreek de medewerker aan met je.",
  concise: "Schrijf kort en zakelijk: hooguit twee zinnen.",
};

/** The organisation's instructions for the model, with the agent's tone added when it set one. */
export function instructionsFor(customInstructions: string, agent: ActiveAgent | null): string {
  if (!agent?.tone) return customInstructions;
  return [customInstructions.trim(), TONE[agent.tone]].filter(Boolean).join("\n");
}
