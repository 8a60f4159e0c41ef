import type { ReplyPart } from "../server/whatsapp/assistant/compose-reply.ts";
import type { EvalQuestion, Expectation } from "./eval-set.ts";

export type Verdict = "right" | "wrong" | "handover";

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ");

/** Whether a text states every expected fact in one of its spellings (case and spacing aside). */
export function holdsFacts(text: string, facts: string[][]): boolean {
  const t = norm(text);
  return facts.every((spellings) => spellings.some((s) => t.includes(norm(s))));
}

/** One reply part against one expectation. Answering something else is wrong; silence is a hand-over. */
export function judgePart(expect: Expectation, part: ReplyPart, documentName: string): Verdict {
  const { found, body } = part;
  if ("handover" in expect) return found.outcome === "handover" ? "right" : "wrong";
  if (found.outcome === "handover" || !found.chosen) return "handover";
  if ("faq" in expect) return found.chosen.doc.kind === "faq" && found.chosen.doc.id === expect.faq ? "right" : "wrong";
  const named = found.chosen.doc.kind === "passage" && body.includes(documentName);
  return named && holdsFacts(body, expect.facts) ? "right" : "wrong";
}

/**
 * A whole reply against a question. Several expected questions: right when each got its
 * answer, wrong when any part answered with something else. A single question answered in
 * parts (the splitter saw two): right when a part is right and none is wrong.
 */
export function judge(q: Pick<EvalQuestion, "expect">, parts: ReplyPart[], documentName: string): Verdict {
  if ("parts" in q.expect) {
    const expected = q.expect.parts;
    const verdicts = parts.map((p) => expected.map((e) => judgePart(e, p, documentName)));
    const answeredWrong = parts.some((p, i) => p.found.outcome === "answer" && !verdicts[i].includes("right"));
    if (answeredWrong) return "wrong";
    const allRight = expected.every((_, e) => verdicts.some((v) => v[e] === "right"));
    return allRight ? "right" : "handover";
  }
  const expect = q.expect;
  const verdicts = parts.map((p) => judgePart(expect, p, documentName));
  if (verdicts.includes("wrong")) return "wrong";
  return verdicts.includes("right") ? "right" : "handover";
}
