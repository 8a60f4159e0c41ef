import { nl } from "../../../common/i18n/nl.ts";
import type { ActiveAgent } from "../../agents/active-agent.ts";
import { agentCan } from "../../agents/agent-can.ts";
import type { AssistantDeps } from "./answer-message.ts";
import { type ComposedReply, composeReply } from "./compose-reply.ts";
import type { MessageReads } from "./message-reads.ts";
import { readsForeign } from "./reads-foreign.ts";

const NO_MODELS = { llm: null, embedder: null };

/**
 * The reply to an employee who reports ill. What they must not miss is the organisation's
 * own procedure ("bel vóór 07:00 je consulent; een WhatsApp-bericht is geen ziekmelding"),
 * found as the answer to "Hoe meld ik me ziek?": it replaces a list of choices or "geen
 * zeker antwoord", and follows the answer to a question asked beside the report ("en krijg
 * ik de eerste dag betaald?"). Without one, HR has it (an agent that may hand over). Staff
 * are told apart (answerMessage), so the reply does not claim HR has the report when the
 * procedure asks the employee to call. A report in another language (`message`) also hears
 * in English what the Dutch reply says, as a hand-over does. `reads`: the message's reads
 * (messageReads), so the procedure is looked up in the knowledge already read for it.
 */
export async function sickReply<C extends Omit<ComposedReply, "parts">>(
  deps: AssistantDeps,
  org: { id: string; customInstructions: string },
  agent: ActiveAgent | null,
  composed: C,
  test: boolean,
  message: string,
  reads: Pick<MessageReads, "knowledge">,
): Promise<C | ComposedReply> {
  // A fixed question the word index answers surely: no model need check it (and the
  // report itself never goes to one).
  const procedure = await composeReply(deps.db, NO_MODELS, org, nl.assistant.sickProcedureQuestion, agent, {
    withChoices: false,
    reads,
  });
  const found = !procedure.handover;
  const unanswered = composed.handover || composed.offered.length > 0;
  const english = readsForeign(message);
  const said = (reply: C | ComposedReply, did: "procedure" | "hr" | "answer") => ({
    ...reply,
    body: `${nl.assistant.sickWish} ${reply.body}${english ? `\n\n${nl.assistant.sickInEnglish[did]}` : ""}`,
    explanation: { ...reply.explanation, note: nl.explanation.sickReport(did, test), sickReport: true as const },
  });
  if (found && unanswered) return said(procedure, "procedure");
  if (found) {
    const already = composed.sources.some((s) => procedure.sources.some((p) => p.id === s.id));
    return said(
      already
        ? composed
        : {
            ...composed,
            body: `${composed.body}\n\n${nl.assistant.sickProcedureIntro}\n${procedure.body}`,
            sources: [...composed.sources, ...procedure.sources],
          },
      "procedure",
    );
  }
  if (unanswered && agentCan(agent, "handover"))
    return said({ ...composed, body: nl.assistant.sickHandover, handover: true, offered: [] }, "hr");
  return said(composed, "answer");
}
