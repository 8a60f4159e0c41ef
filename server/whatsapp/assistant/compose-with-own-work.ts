import type { ChatbotDataAccess } from "../../../common/zero/schema/tables.ts";
import type { ActiveAgent } from "../../agents/active-agent.ts";
import type { Db } from "../../db/connect.ts";
import { type AnswerModels, type ComposedReply, composeReply } from "./compose-reply.ts";
import type { MessageReads } from "./message-reads.ts";
import { answerOwnWork, type OwnWorkAsker } from "./own-work/answer-own-work.ts";
import { ownWorkIntents } from "./own-work/own-work-intents.ts";
import { shiftFollowUps } from "./own-work/shift-follow-ups.ts";
import { partHeading } from "./part-heading.ts";

/**
 * A message that asks about the asker's own shifts or record: those questions are answered
 * from the synced rows (no LLM ever sees them), the message's other questions as usual by
 * composeReply, each part under its question in the message's order. Null when no question
 * of the message is one the organisation can look up (ownWorkIntents: Fleks connected and
 * Chatbot Data on, and not an FAQ's own phrasing); then the knowledge base answers it. A
 * short follow-up to a shift question ("en op 28-3?", "tot hoe laat") is read with it
 * (shiftFollowUps; `before`, the employee's recent messages, only where the asker may see
 * their shifts without proving who they are again). The caller has verified the asker when the
 * organisation wants that (such questions are personal to the gate). `parts` holds only the
 * knowledge answers, so an FAQ marked 'verificatie vereist' is still caught by the caller.
 * `reads`: the message's reads (messageReads), so nothing the caller read is read again.
 */
export async function composeWithOwnWork(
  db: Db,
  models: AnswerModels,
  org: { id: string; name: string; customInstructions: string; access: Partial<ChatbotDataAccess> | null },
  asker: OwnWorkAsker,
  message: string,
  agent: ActiveAgent | null,
  before: readonly string[],
  reads: MessageReads,
): Promise<ComposedReply | null> {
  const readings = shiftFollowUps(message, before);
  const intents = await ownWorkIntents(
    reads,
    readings.map((r) => r.asked),
  );
  if (!intents.some(Boolean)) return null;
  const sections = await Promise.all(
    readings.map(async ({ shown, asked }, i) => {
      const intent = intents[i];
      if (intent) return { question: shown, own: await answerOwnWork(db, org, asker, intent, asked), composed: null };
      return {
        question: shown,
        own: null,
        composed: await composeReply(db, models, org, shown, agent, { withChoices: false, reads }),
      };
    }),
  );
  const bodyOf = (s: (typeof sections)[number]) => s.own?.body ?? s.composed?.body ?? "";
  const composed = sections.flatMap((s) => (s.composed ? [s.composed] : []));
  return {
    body:
      sections.length === 1
        ? bodyOf(sections[0])
        : sections.map((s) => `*${partHeading(s.question)}*\n${bodyOf(s)}`).join("\n\n"),
    confidence: Math.min(1, ...composed.map((c) => c.confidence)),
    sources: composed.flatMap((c) => c.sources),
    handover: sections.some((s) => s.own?.handover || s.composed?.handover),
    // What the own-work lookups did (or why they could not), for staff: a lookup has no
    // confidence, so the inbox shows this note in its place.
    explanation: {
      note: [...new Set(sections.flatMap((s) => (s.own ? [s.own.note] : [])))].join(" "),
      parts: composed.flatMap((c) => c.explanation.parts),
    },
    parts: composed.flatMap((c) => c.parts),
    offered: [],
  };
}
