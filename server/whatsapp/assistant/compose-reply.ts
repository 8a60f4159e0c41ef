import { nl } from "../../../common/i18n/nl.ts";
import type { AnswerExplanation, MessageSource } from "../../../zero-schema.ts";
import type { ActiveAgent } from "../../agents/active-agent.ts";
import { agentCan } from "../../agents/agent-can.ts";
import { instructionsFor } from "../../agents/instructions-for.ts";
import { knowledgeForAgent } from "../../agents/knowledge-for-agent.ts";
import type { Db } from "../../db/connect.ts";
import type { Embedder } from "../../integrations/embeddings/create-embedder.ts";
import type { Llm } from "../../integrations/llm/create-llm.ts";
import { extractForGroups } from "../../knowledge/answer/extract-for-groups.ts";
import { explain, type FoundAnswer, findAnswers, messageSourceOf } from "../../knowledge/answer/find-answer.ts";
import { refineWithLlm } from "../../knowledge/answer/with-llm.ts";
import { answerFromPassages } from "../../knowledge/answer-from-passages.ts";
import { loadKnowledge } from "../../knowledge/index/load-knowledge.ts";
import { questionVectors } from "../../knowledge/vectors/question-vectors.ts";

/** The optional models an answer may use; each is null when not configured. */
export type AnswerModels = { llm: Llm | null; embedder: Embedder | null };

export type ReplyPart = { found: FoundAnswer; body: string };
export type ComposedReply = {
  body: string;
  confidence: number;
  sources: MessageSource[];
  handover: boolean;
  explanation: AnswerExplanation;
  parts: ReplyPart[];
};

const ASKS_FOR_HUMAN = /^\s*(medewerker|mens|iemand van hr|hr)\s*[.!?]*\s*$/i;

/**
 * What the assistant answers an employee: for each question in the message the best FAQ
 * or document passage on one calibrated scale (FAQ verbatim in exact mode, rephrased by
 * the LLM in reformulate mode; a passage's best sentences with the document named), or
 * an honest hand-over to HR when nothing answers it confidently enough. The active agent
 * (null: the default assistant) decides what it may answer from and what a hand-over says.
 */
export async function composeReply(
  db: Db,
  models: AnswerModels,
  org: { id: string; customInstructions: string },
  question: string,
  agent: ActiveAgent | null = null,
): Promise<ComposedReply> {
  const { llm, embedder } = models;
  org = { ...org, customInstructions: instructionsFor(org.customInstructions, agent) };
  if (ASKS_FOR_HUMAN.test(question)) {
    return {
      body: nl.assistant.handoverAsked,
      confidence: 1,
      sources: [],
      handover: true,
      explanation: { parts: [] },
      parts: [],
    };
  }
  const knowledge = knowledgeForAgent(await loadKnowledge(db, org.id, embedder?.model), agent);
  const scored = findAnswers(knowledge, question, undefined, await questionVectors(embedder, knowledge, question));
  const found = llm ? await Promise.all(scored.map((f) => refineWithLlm(llm, knowledge, f))) : scored;
  const several = found.length > 1;
  const parts = await Promise.all(
    found.map(async (f) => ({ found: f, body: await partBody(llm, org, f, several, agent) })),
  );
  const answered = found.filter((f) => f.outcome === "answer");
  const body =
    parts.length === 1
      ? parts[0].body
      : parts.map((p) => `*${p.found.question.replace(/\s+/g, " ").trim()}*\n${p.body}`).join("\n\n");
  return {
    body,
    confidence: Math.min(...found.map((f) => f.confidence)),
    sources: answered.flatMap((f) => (f.chosen ? [messageSourceOf(f.chosen, f.confidence)] : [])),
    handover: answered.length < found.length,
    explanation: explain(found),
    parts,
  };
}

async function partBody(
  llm: Llm | null,
  org: { customInstructions: string },
  f: FoundAnswer,
  several: boolean,
  agent: ActiveAgent | null,
): Promise<string> {
  const chosen = f.chosen;
  if (!chosen) return handoverText(agent, several);
  const hit = {
    kind: chosen.doc.kind,
    id: chosen.doc.id,
    score: f.confidence,
    title: chosen.doc.title,
    text: chosen.doc.text,
    source: chosen.doc.source,
  };
  if (chosen.doc.kind === "faq") {
    if (chosen.doc.responseMode !== "reformulate" || !llm) return chosen.doc.text;
    const answer = await answerFromPassages(llm, f.question, [hit], "reformulate", org.customInstructions);
    return answer.answer.replace(/\n\nBron: .*$/, "");
  }
  if (llm) return (await answerFromPassages(llm, f.question, [hit], "reformulate", org.customInstructions)).answer;
  return `${extractForGroups(f.groups, chosen.doc.text, 450, f.question)}\n\nBron: ${chosen.doc.source}`;
}

/** What a hand-over part says: no promise of HR without the 'handover' capability, else the agent's own message or the default. */
function handoverText(agent: ActiveAgent | null, several: boolean): string {
  if (!agentCan(agent, "handover")) return nl.assistant.noAnswer;
  if (several) return nl.assistant.partHandover;
  return agent?.handoverMessage ?? nl.assistant.handover;
}
