import { nl } from "../../../common/i18n/nl.ts";
import type { ActiveAgent } from "../../agents/active-agent.ts";
import { agentCan } from "../../agents/agent-can.ts";
import type { ComposedReply } from "./compose-reply.ts";

type Composed = Pick<ComposedReply, "explanation" | "handover" | "sources" | "offered">;
type WhileAwaiting = { body: string; explanation: ComposedReply["explanation"] };

/**
 * What the assistant says instead of its composed reply while a hand-over waits for HR
 * (`awaits`: lastSentAwaitsHr, read from the last message sent so far, so the second of a
 * burst sees the reply to the first; read at most once per message): to small talk
 * ("hallo??"), that HR has the question; to another question it cannot answer, that this
 * one went to HR too, not the same hand-over notice again. Null
 * when the conversation waits for nobody, the reply answers something, or the agent cannot
 * hand over.
 */
export async function whileAwaitingHr(
  awaits: () => Promise<boolean>,
  composed: Composed,
  agent: ActiveAgent | null,
): Promise<WhileAwaiting | null> {
  const note = composed.explanation?.note;
  const smallTalk = note === nl.explanation.smallTalk || note === nl.explanation.politeRemark;
  const unanswered = composed.handover && composed.sources.length === 0 && composed.offered.length === 0;
  // A request about one's own data keeps its own reply: the employee learns it has a month's deadline.
  if (composed.explanation && "dataRequest" in composed.explanation && composed.explanation.dataRequest) return null;
  if (!(smallTalk || unanswered) || !agentCan(agent, "handover")) return null;
  if (!(await awaits())) return null;
  return smallTalk
    ? { body: nl.assistant.awaitingHr, explanation: { note: nl.explanation.awaitingHr, parts: [] } }
    : { body: nl.assistant.awaitingHrAgain, explanation: composed.explanation };
}
