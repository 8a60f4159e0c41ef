import { nl } from "../../../common/i18n/nl.ts";
import type { ActiveAgent } from "../../agents/active-agent.ts";
import { agentCan } from "../../agents/agent-can.ts";
import type { AssistantDeps } from "./answer-message.ts";
import { type ComposedReply, composeReply } from "./compose-reply.ts";

/**
 * The reply to an employee who reports ill. What they need now is the organisation's own
 * procedure ("bel vóór 07:00 je consulent"), not a list of choices nor "geen zeker
 * antwoord": when the message itself found no answer, the procedure is looked up as the
 * question "Hoe meld ik me ziek?"; without one, HR has it (an agent that may hand over). A
 * question asked beside the report ("en krijg ik de eerste dag betaald?") keeps its answer.
 * Staff are told apart (answerMessage), so the reply does not claim HR has the report when
 * the procedure asks the employee to call.
 */
export async function sickReply<C extends Omit<ComposedReply, "parts">>(
  deps: AssistantDeps,
  org: { id: string; customInstructions: string },
  agent: ActiveAgent | null,
  composed: C,
): Promise<C | ComposedReply> {
  let reply: C | ComposedReply = composed;
  if (composed.handover || composed.offered.length) {
    const procedure = await composeReply(deps.db, deps, org, nl.assistant.sickProcedureQuestion, agent, {
      withChoices: false,
    });
    if (!procedure.handover) reply = procedure;
    else if (agentCan(agent, "handover"))
      reply = { ...composed, body: nl.assistant.sickHandover, handover: true, offered: [] };
  }
  return {
    ...reply,
    body: `${nl.assistant.sickWish} ${reply.body}`,
    explanation: { ...reply.explanation, note: nl.explanation.sickReport },
  };
}
