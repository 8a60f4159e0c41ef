// `npm run eval`: scores the assistant's reply pipeline (composeReply, the code the WhatsApp
// job runs) on the Dutch question set in eval/data. Flags: --split train|heldout|all
// (default all; the wrong answers listed are the training split's unless --show-heldout),
// --fit (refit the scorer on the training split first and write its weights), --llm (run
// against the fake OpenAI-compatible server, for the plumbing).
import { parseArgs } from "node:util";
import { startFakeOpenAi } from "../tests/fakes/llm/fake-openai-server.ts";
import { createLlm } from "../server/integrations/llm/create-llm.ts";
import { composeReply } from "../server/whatsapp/compose-reply.ts";
import { loadKnowledge } from "../server/knowledge/index/load-knowledge.ts";
import { HANDBOOK_NAME, startEvalOrganization } from "./eval-organization.ts";
import { type EvalQuestion, loadEvalSet } from "./eval-set.ts";
import { fitScorer } from "./fit-scorer.ts";
import { judge, type Verdict } from "./judge.ts";
import { printReport } from "./report.ts";

const { values } = parseArgs({
  options: {
    split: { type: "string", default: "all" },
    fit: { type: "boolean", default: false },
    llm: { type: "boolean", default: false },
    "show-heldout": { type: "boolean", default: false },
  },
});

const set = loadEvalSet();
const org = await startEvalOrganization(set.faqs, set.handbook);
const fake = values.llm ? await startFakeOpenAi() : null;
try {
  if (values.fit) {
    const knowledge = await loadKnowledge(org.db, org.organizationId);
    const train = set.questions.filter((q) => q.split === "train" && q.kind !== "multi");
    const summary = fitScorer(knowledge, train, HANDBOOK_NAME);
    console.log(summary);
  }
  const llm = fake
    ? createLlm({ LLM_BASE_URL: fake.baseUrl, LLM_API_KEY: "eval", LLM_MODEL: "fake", LLM_TIMEOUT_MS: 5000 })
    : null;
  const chosen = set.questions.filter((q) => values.split === "all" || q.split === values.split);
  const results: Array<{ q: EvalQuestion; verdict: Verdict; body: string; chose: string }> = [];
  const started = performance.now();
  for (const q of chosen) {
    const reply = await composeReply(org.db, llm, { id: org.organizationId, customInstructions: "" }, q.text);
    const verdict = judge(q, reply.parts, HANDBOOK_NAME);
    const chose = reply.parts
      .map((p) => (p.found.chosen ? `${p.found.chosen.doc.kind}:${p.found.chosen.doc.kind === "faq" ? p.found.chosen.doc.id : p.found.chosen.doc.title}` : "handover"))
      .join(" | ");
    results.push({ q, verdict, body: reply.body, chose });
  }
  const perQuestion = (performance.now() - started) / Math.max(1, chosen.length);
  printReport(results, { showHeldoutWrong: values["show-heldout"] ?? false, msPerQuestion: perQuestion });
} finally {
  await fake?.stop();
  await org.stop();
}
