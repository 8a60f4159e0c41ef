import { nl } from "../../common/i18n/nl.ts";
import type { GateResult } from "../whatsapp/assistant/verification-gate.ts";
import type { ActiveAgent } from "./active-agent.ts";
import { agentCan } from "./agent-can.ts";

type GateReply = Extract<GateResult, { kind: "reply" }>;

/**
 * An agent without 'verification' asks nobody to prove who they are: where the gate would
 * ask (a personal question, an FAQ marked 'verificatie vereist'), the question goes to HR
 * instead. Never the other way round: switching the capability off answers nothing more.
 */
export function gateForAgent(gate: GateResult, agent: ActiveAgent | null): GateResult {
  if (agentCan(agent, "verification")) return gate;
  const body = nl.assistant.verifyNotOffered(agentCan(agent, "handover"));
  const refuse: GateReply = { kind: "reply", body, handover: true, update: {} };
  const asks = (reply: GateReply | undefined) => reply?.update.pending_question != null;
  if (gate.kind === "reply") return asks(gate) ? refuse : gate;
  return asks(gate.verifyFirst) ? { ...gate, verifyFirst: refuse } : gate;
}
