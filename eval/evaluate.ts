import { readEnv } from "../server/config.ts";
import type { Db } from "../server/db/connect.ts";
import { createEmbedder } from "../server/integrations/embeddings/create-embedder.ts";
import { createLlm, type Llm } from "../server/integrations/llm/create-llm.ts";
import { splitQuestions } from "../server/knowledge/answer/split-questions.ts";
import { loadKnowledge } from "../server/knowledge/index/load-knowledge.ts";
import { embedKnowledge } from "../server/knowledge/vectors/embed-knowledge.ts";
import { type AnswerModels, composeReply } from "../server/whatsapp/assistant/compose-reply.ts";
import { recogniseOwnWork } from "../server/whatsapp/assistant/own-work/recognise-own-work.ts";
import { type FakeDialect, startFakeOpenAi } from "../tests/fakes/llm/fake-openai-server.ts";
import { attachHandedOver } from "./attach-handed-over.ts";
import { answerConversation, type ConversationResult, loadConversations } from "./conversations.ts";
import { startEvalOrganization } from "./eval-organization.ts";
import { type EvalQuestion, loadEvalSet } from "./eval-set.ts";
import { fitAndChooseThreshold } from "./fit-and-choose-threshold.ts";
import type { Verdict } from "./judge.ts";
import { chosenOf, judgeWithChoice } from "./judge-with-choice.ts";
import { type OracleMistakes, oracleModel } from "./oracle-model.ts";

/**
 * `chosen`: the reply offered choices instead of answering, the employee picked the right
 * one and the reply to that was right. Kept apart from `right` (answered straight away).
 */
export type EvalResult = {
  q: EvalQuestion;
  verdict: Verdict | "chosen";
  body: string;
  chose: string;
  offered: boolean;
};

/** One question through composeReply (the code the WhatsApp job runs), judged. */
async function answerOne(
  org: { db: Db; organizationId: string },
  models: AnswerModels,
  q: EvalQuestion,
): Promise<EvalResult> {
  // The WhatsApp job answers questions about one's own shifts and record from the synced
  // rows before the knowledge is searched. The evaluation's employee has no synced record,
  // so a personal question taken that way is handed over, as it should be (answerProfile
  // does so for an unknown employee); any other question taken counts wrong.
  if (splitQuestions(q.text).some((part) => recogniseOwnWork(part)))
    return { q, verdict: q.kind === "personal" ? "right" : "wrong", body: "", chose: "own-work", offered: false };
  const context = { id: org.organizationId, customInstructions: "" };
  const reply = await composeReply(org.db, models, context, q.text);
  const { verdict, parts, body } = await judgeWithChoice(q, reply, q.text, (question, choice) =>
    composeReply(org.db, models, context, question, null, { choice }),
  );
  return { q, verdict, body, chose: chosenOf(parts), offered: reply.offered.length > 0 };
}

/**
 * Feeds a throwaway organisation the evaluation's FAQs and handbook, then asks every
 * question of `split` through composeReply (the code the WhatsApp job runs) and judges
 * each reply. `fit` first refits the scorer on the training split; `llm` runs against the
 * fake OpenAI-compatible server; `oracle` runs the LLM path against a model that knows the
 * expected answers, with the mistakes it is told to make (see oracleModel: without any,
 * the path's ceiling; no result either way); `envModels` uses the LLM_* and EMBEDDINGS_* APIs the
 * environment configures (to measure a real model; the knowledge is embedded first).
 * `learningLoop` (with both splits) then plays the learning loop (see attachHandedOver)
 * and asks the held-out split again: `learned` holds those results and how many phrasings
 * were attached.
 */
export async function evaluate(opts: {
  split: "train" | "heldout" | "all";
  fit?: boolean;
  llm?: boolean;
  /** The LLM path against the oracle, with the mistakes it makes on purpose (see oracleModel). */
  oracle?: OracleMistakes;
  /** How the fake model's API behaves (see FakeDialect): the path must read every kind alike. */
  oracleDialect?: FakeDialect;
  envModels?: boolean;
  learningLoop?: boolean;
}) {
  const set = loadEvalSet();
  const org = await startEvalOrganization(set.faqs, set.handbook);
  const fake = opts.llm || opts.oracle ? await startFakeOpenAi({ dialect: opts.oracleDialect }) : null;
  if (opts.oracle) fake?.setReply(oracleModel(set.faqs, set.questions, loadConversations(), opts.oracle));
  try {
    const env = opts.envModels ? readEnv() : null;
    const model = fake
      ? createLlm({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: "eval", LLM_MODEL: "fake", LLM_TIMEOUT_MS: 5000 })
      : env && createLlm(env);
    // What the model costs: its calls and their time, counted over the questions' run.
    const usage = { calls: 0, ms: 0 };
    const llm: Llm | null = model && {
      model: model.model,
      async complete(messages, o) {
        const t0 = performance.now();
        try {
          return await model.complete(messages, o);
        } finally {
          usage.calls++;
          usage.ms += performance.now() - t0;
        }
      },
    };
    const embedder = env && createEmbedder(env);
    if (embedder) console.log("embedded", await embedKnowledge(org.db, embedder, org.organizationId));
    const answerAll = async (questions: EvalQuestion[]) => {
      const results: EvalResult[] = [];
      for (const q of questions) results.push(await answerOne(org, { llm, embedder }, q));
      return results;
    };
    const fitted = opts.fit
      ? await fitAndChooseThreshold(await loadKnowledge(org.db, org.organizationId), set.questions, answerAll)
      : null;
    const chosen = set.questions.filter((q) => opts.split === "all" || q.split === opts.split);
    const started = performance.now();
    usage.calls = 0;
    usage.ms = 0;
    const requestsBefore = fake?.requests.length ?? 0;
    const results = await answerAll(chosen);
    const msPerQuestion = (performance.now() - started) / Math.max(1, chosen.length);
    // The fake's requests beside the calls: a model whose request form is learnt costs a few more.
    const modelUsage = llm ? { ...usage, requests: fake ? fake.requests.length - requestsBefore : undefined } : null;
    // Before the learning loop changes the FAQs: the conversations measure the cold start too.
    const conversations: ConversationResult[] = [];
    for (const c of loadConversations()) conversations.push(await answerConversation(org, { llm, embedder }, c));
    let learned: { results: EvalResult[]; attached: number } | null = null;
    if (opts.learningLoop && opts.split === "all") {
      const attached = await attachHandedOver(org.db, org.organizationId, results);
      learned = { attached, results: await answerAll(chosen.filter((q) => q.split === "heldout")) };
    }
    return { results, fitted, msPerQuestion, modelUsage, learned, conversations };
  } finally {
    await fake?.stop();
    await org.stop();
  }
}
