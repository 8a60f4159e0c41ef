import { createHash } from "node:crypto";
import type { ChatRequest, FakeReply } from "../tests/fakes/llm/fake-openai-server.ts";
import type { Conversation } from "./conversations.ts";
import type { EvalFaq, EvalQuestion, Expectation } from "./eval-set.ts";
import { holdsFacts } from "./judge.ts";

type Expected = Expectation | { reply: "in_kind" };

/** The mistakes the oracle makes on purpose (see oracleModel); none by default. */
export type OracleMistakes = { errs?: number; seed?: number; misreads?: boolean };

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * A chat model that knows what every evaluation message expects, for the fake
 * OpenAI-compatible server: it confirms a text only when it is that answer, picks it from
 * a list (0 when none is; no verdict on one question of several), answers from a source by
 * quoting it whole, and rewrites no question. Run through the LLM path, it measures the
 * path's ceiling: what the ranking, the shortlist and the answer extraction let through
 * when the model makes no mistake. `mistakes.errs` (0..1) is the share of its verdicts it gets
 * wrong on purpose, the same ones every run for the same `seed` and prompts: a confirmation
 * or rejection turned round, the wrong text picked (or none where one answers), the first
 * text picked where none does. Which verdicts err is a draw, so a figure at one seed is
 * one sample: compare runs over several seeds. With `misreads`, the mistakes are a model's
 * that misreads a question rather than a verdict: on that share of questions it takes any
 * text for the answer, so it confirms whatever it is shown and picks the first wrong text
 * on a list, and a second look at its pick agrees with the first. Real mistakes lie
 * between the two; neither is a result.
 */
export function oracleModel(
  faqs: EvalFaq[],
  questions: EvalQuestion[],
  conversations: Conversation[],
  { errs = 0, seed = 0, misreads = false }: OracleMistakes = {},
) {
  const messages = [
    ...questions.map((q) => ({ text: norm(q.text), expect: "parts" in q.expect ? q.expect.parts : [q.expect] })),
    ...conversations.map((c) => ({ text: norm(c.messages.at(-1) ?? ""), expect: [c.expect as Expected] })),
  ];
  const faqQuestion = new Map(faqs.map((f) => [f.id, f.question]));
  // The model is asked about a whole message, or a message read without its afterthought:
  // what the message holding it expects. One question of several has no verdict: which
  // part of the message it is cannot be told from its words, and picking for another part
  // would flatter the path.
  const expected = (question: string): Expected[] | null => {
    const q = norm(question);
    const exact = messages.find((m) => m.text === q);
    if (exact) return exact.expect;
    const holding = messages.filter((m) => m.text.includes(q));
    return holding.length && holding.every((m) => m.expect.length === 1) ? holding.flatMap((m) => m.expect) : null;
  };
  const answers = (source: string, expect: Expected[]) =>
    expect.some((e) =>
      "faq" in e
        ? source.startsWith(`FAQ: ${faqQuestion.get(e.faq)}\n`)
        : "facts" in e && !source.startsWith("FAQ: ") && holdsFacts(source, e.facts),
    );
  return (req: ChatRequest): FakeReply => {
    const system = req.messages[0]?.content ?? "";
    const user = req.messages.findLast((m) => m.role === "user")?.content ?? "";
    const earlierWords = /\n\nEerder bericht van de medewerker: [\s\S]*$/;
    // Rewrites nothing: the question as it came, which the product then leaves as it was.
    if (system.includes("herschrijft")) return { content: user.replace(/^Vraag: /, "").replace(earlierWords, "") };
    // Asked to answer from sources: the first one as it stands, which adds nothing to it.
    const source = /^Bronnen:\n\n\[1\][^\n]*\n([\s\S]*?)(?:\n\n\[2\]|\n\nKern:\n)/.exec(user);
    if (source) return { content: source[1] };
    const asked = /^Vraag: ([\s\S]*?)\n\nTekst(?:en)?:\n/.exec(user);
    if (!asked) return { content: "ONBEKEND" };
    // The employee's earlier words, when the question leans on them, follow the question.
    const expect = expected(asked[1].replace(earlierWords, ""));
    if (!expect) return { content: "ONBEKEND" };
    const body = user.slice(asked[0].length);
    const question = norm(asked[1].replace(earlierWords, ""));
    const errsHere = errs > 0 && share(misreads ? `${seed}\n${question}` : `${seed}\n${system}\n${user}`) < errs;
    const texts = numbered(body);
    const right = texts.findIndex((source) => answers(source, expect));
    if (misreads && errsHere) {
      if (system.includes("controleert")) return { content: "JA" };
      const wrong = texts.findIndex((source) => !answers(source, expect));
      return { content: String((wrong < 0 ? right : wrong) + 1) };
    }
    if (system.includes("controleert")) return { content: answers(body, expect) !== errsHere ? "JA" : "NEE" };
    if (!errsHere) return { content: String(right + 1) };
    // Wrong: the next text after the right one (none after the last), or the first where none answers.
    return { content: String(right < 0 ? 1 : (right + 2) % (texts.length + 1)) };
  };
}

/**
 * A stable share in 0..1 for a text. A cryptographic hash, because prompts share long runs
 * of text: FNV-1a's top bits followed them, and a 5% share erred on 1.5% to 10% of the
 * verdicts of a run depending on the seed.
 */
function share(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) / 0x100000000;
}

/** "1. …\n\n2. …": the texts in order, each without its number. */
function numbered(body: string): string[] {
  const out: string[] = [];
  let rest = body;
  for (let n = 1; rest.startsWith(`${n}. `); n++) {
    const next = rest.indexOf(`\n\n${n + 1}. `);
    out.push(rest.slice(`${n}. `.length, next < 0 ? undefined : next));
    rest = next < 0 ? "" : rest.slice(next + 2);
  }
  return out;
}
