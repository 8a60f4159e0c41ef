import type { ChoiceMade } from "../server/knowledge/answer/answer-choice.ts";
import type { ComposedReply, ReplyPart } from "../server/whatsapp/assistant/compose-reply.ts";
import { HANDBOOK_TITLE } from "./eval-organization.ts";
import type { EvalQuestion } from "./eval-set.ts";
import { holdsFacts, judge, type Verdict } from "./judge.ts";

/** Asks the assistant `question` again with the employee's reply to the choices it offered. */
export type AskAgain = (question: string, choice: ChoiceMade) => Promise<ComposedReply>;

/**
 * A reply judged as the employee would take it. Choices offered: the employee picks the
 * right one when it is on the list and says 'nee' otherwise, and the reply to that is
 * judged (`chosen` when the pick made it right); of a message with several questions, the
 * one the choices were for is answered anew and the rest of the reply stands. A reply
 * that is right without the choices (one question the splitter read as two, one part
 * answered) is right as sent. `parts` and `body` are what the employee ends up reading.
 */
export async function judgeWithChoice(
  q: Pick<EvalQuestion, "expect">,
  reply: ComposedReply,
  asked: string,
  askAgain: AskAgain,
): Promise<{ verdict: Verdict | "chosen"; parts: ReplyPart[]; body: string }> {
  const asSent = {
    verdict: judge(q, reply.parts, HANDBOOK_TITLE),
    parts: reply.parts,
    body: reply.body,
  };
  if (!reply.offered.length || asSent.verdict === "right") return asSent;
  const at = Math.max(
    0,
    reply.explanation.parts.findIndex((p) => p.offered?.length),
  );
  const right = reply.offered.find((o) => rightChoice(q, o.id, reply.parts[at]));
  const second = await askAgain(reply.choicesFor ?? asked, right ? { id: right.id } : "decline");
  const parts = reply.choicesFor ? reply.parts.map((p, i) => (i === at ? second.parts[0] : p)) : second.parts;
  const verdict = judge(q, parts, HANDBOOK_TITLE);
  return { verdict: right && verdict === "right" ? "chosen" : verdict, parts, body: second.body };
}

/** Whether an offered FAQ or passage is what the question (or one of its questions) expects. */
function rightChoice(q: Pick<EvalQuestion, "expect">, id: string, part: ReplyPart): boolean {
  const expected = "parts" in q.expect ? q.expect.parts : [q.expect];
  return expected.some((expect) => {
    if ("faq" in expect) return id === expect.faq;
    if (!("facts" in expect)) return false;
    const passage = part.found.ranked.find((c) => c.doc.id === id);
    return passage?.doc.kind === "passage" && holdsFacts(passage.doc.text, expect.facts);
  });
}

/** What each part of a reply answered with, for the list of wrong answers. */
export const chosenOf = (parts: ReplyPart[]) =>
  parts
    .map((p) => {
      const d = p.found.chosen?.doc;
      return d ? `${d.kind}:${d.kind === "faq" ? d.id : d.title}` : "handover";
    })
    .join(" | ");
