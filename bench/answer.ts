// The assistant's reply to a typical question through the real pipeline: the answer job's own
// function (answerInOrder: waiting list, gate, conversation so far, knowledge, reply stored,
// the dashboard's delivery of a test reply), against one organisation with the evaluation's
// handbook (processed by the real document job) and 40 FAQs, in a throwaway Postgres. Each
// question is asked in a conversation of its own. Baseline (same run): composing the same
// question's reply alone (composeReply: knowledge and scoring, nothing stored), so the ratio
// is what the job's reads and writes add to finding the answer.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { startEvalOrganization } from "../eval/eval-organization.ts";
import { loadEvalSet } from "../eval/eval-set.ts";
import { secretBox } from "../server/crypto/secret-box.ts";
import { answerInOrder } from "../server/whatsapp/assistant/answer-in-order.ts";
import { composeReply } from "../server/whatsapp/assistant/compose-reply.ts";
import { ms, summarize } from "./stats.ts";

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 200);
const FAQS = 40;

export async function run() {
  const set = loadEvalSet();
  const org = await startEvalOrganization(set.faqs.slice(0, FAQS), set.handbook);
  const { db, organizationId } = org;
  const deps = {
    db,
    box: secretBox({ appSecret: "bench-answer" }, "twilio-credentials"),
    publicUrl: "http://localhost",
    llm: null,
    embedder: null,
  };
  const models = { llm: null, embedder: null };
  const context = { id: organizationId, customInstructions: "" };
  const questions = set.questions.slice(0, QUESTIONS).map((q) => q.text);
  try {
    // The first question loads the Dutch word list and the organisation's index: not measured.
    await composeReply(db, models, context, questions[0]);
    const product: number[] = [];
    const baseline: number[] = [];
    for (const [i, text] of questions.entries()) {
      const conversationId = randomUUID();
      const messageId = randomUUID();
      await sql`insert into conversations (id, organization_id, customer_phone, is_test)
        values (${conversationId}, ${organizationId}, ${`+3168${String(1_000_000 + i)}`}, true)`.execute(db);
      await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
        values (${messageId}, ${organizationId}, ${conversationId}, 'inbound', ${text}, 'received', now() - interval '10 seconds')`.execute(
        db,
      );
      await sql`insert into system.assistant_outbox (message_id, conversation_id, dispatched)
        values (${messageId}, ${conversationId}, true)`.execute(db);
      const t0 = performance.now();
      await answerInOrder(deps, conversationId, messageId);
      product.push(performance.now() - t0);
      const t1 = performance.now();
      await composeReply(db, models, context, text);
      baseline.push(performance.now() - t1);
    }
    const p = summarize(product);
    const b = summarize(baseline);
    console.log(`\nanswer (${questions.length} questions, one organisation: handbook + ${FAQS} FAQs, no model)`);
    console.log(`  reply job (answerInOrder)       p50 ${ms(p.p50)}  p95 ${ms(p.p95)}  p99 ${ms(p.p99)}`);
    console.log(`  composeReply alone (baseline)   p50 ${ms(b.p50)}  p95 ${ms(b.p95)}  p99 ${ms(b.p99)}`);
    console.log(`  ratio product/baseline p50 = ${(p.p50 / b.p50).toFixed(2)}, p95 = ${(p.p95 / b.p95).toFixed(2)}`);
    return { product: p, baseline: b };
  } finally {
    await org.stop();
  }
}
