import { nl } from "../../../common/i18n/nl.ts";
import type { ActiveAgent } from "../../agents/active-agent.ts";
import { agentCan } from "../../agents/agent-can.ts";
import type { Llm } from "../../integrations/llm/create-llm.ts";
import { withoutAddressing } from "../../knowledge/addresses-assistant.ts";
import { extractForGroups } from "../../knowledge/answer/extract-for-groups.ts";
import type { FoundAnswer } from "../../knowledge/answer/find-answer.ts";
import { wordAnswer } from "../../knowledge/word-answer.ts";

/** Up to this long, a passage the employee picked is sent whole (a WhatsApp message holds 1,600). */
const PICKED_PASSAGE_CHARS = 1000;

/** One question's reply text, and the source text the model worded it from (null: sent as written). */
export type PartText = { body: string; worded: string | null };

/**
 * What one question's part of the reply says: the hand-over text, or the answer as it is
 * sent without a model (an FAQ's answer whole, a passage's best sentences with the
 * document named), worded by the model instead where one is configured and the text may be
 * reworded (a passage, an FAQ in reformulate mode) and its wording holds up (see
 * wordAnswer). A sentence in the source that addresses the assistant is never sent.
 */
export async function partBody(
  llm: Llm | null,
  org: { customInstructions: string },
  f: FoundAnswer,
  several: boolean,
  agent: ActiveAgent | null,
): Promise<PartText> {
  const chosen = f.chosen;
  if (!chosen) return { body: handoverText(agent, several, f.reason === nl.assistant.reasonOwnRecord), worded: null };
  const faq = chosen.doc.kind === "faq";
  // Only if something is left: an FAQ that is nothing but such a line is sent as staff wrote it.
  const source = withoutAddressing(chosen.doc.text) || chosen.doc.text;
  // A passage the employee picked from the choices is the topic they meant, but the words
  // that found it were too few to trust its best sentences to hold the detail: all of it
  // when it fits a WhatsApp message comfortably.
  const picked = f.reason === nl.assistant.reasonChosen;
  const text =
    faq || (picked && source.length <= PICKED_PASSAGE_CHARS)
      ? source
      : extractForGroups(f.groups, source, 450, f.question);
  const cite = (t: string) => (faq ? t : `${t}\n\n${nl.assistant.citation(chosen.doc.source)}`);
  if (llm && (!faq || chosen.doc.responseMode === "reformulate")) {
    const label = faq
      ? `FAQ: ${chosen.doc.title}`
      : `${chosen.doc.source}${chosen.doc.title ? ` — ${chosen.doc.title}` : ""}`;
    // The question chose the text and its sentences; the model only puts them in other words.
    const worded = await wordAnswer(llm, [{ label, text: source }], text, org.customInstructions);
    if (worded) return { body: cite(worded), worded: text };
  }
  return { body: cite(text), worded: null };
}

/**
 * What a hand-over part says: no promise of HR without the 'handover' capability, else the
 * agent's own message or the default. A question about the asker's own record ("hoeveel
 * vakantiedagen heb ik nog") hears why: "geen zeker antwoord" read as if the rule were unknown.
 */
function handoverText(agent: ActiveAgent | null, several: boolean, ownRecord: boolean): string {
  if (!agentCan(agent, "handover")) return nl.assistant.noAnswer;
  if (several) return nl.assistant.partHandover;
  return agent?.handoverMessage ?? (ownRecord ? nl.assistant.handoverOwnRecord : nl.assistant.handover);
}
