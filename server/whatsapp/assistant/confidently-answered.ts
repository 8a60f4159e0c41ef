import { knowledgeForAgent } from "../../agents/knowledge-for-agent.ts";
import { loadActiveAgent } from "../../agents/load-active-agent.ts";
import type { Db } from "../../db/connect.ts";
import { findAnswer } from "../../knowledge/answer/find-answer.ts";
import { loadKnowledge } from "../../knowledge/index/load-knowledge.ts";

/**
 * Whether the organisation's knowledge base (as its active agent may use it) answers a short
 * text confidently on its words alone: "reiskosten" asks enough to be answered at once. No
 * model is asked; the answer itself is composed afterwards as for any message.
 */
export async function confidentlyAnswered(
  db: Db,
  organizationId: string,
  text: string,
  // The same model as the answer's, so both read one cached index.
  embeddingModel?: string,
): Promise<boolean> {
  const agent = await loadActiveAgent(db, organizationId);
  const knowledge = knowledgeForAgent(await loadKnowledge(db, organizationId, embeddingModel), agent);
  return findAnswer(knowledge, text).outcome === "answer";
}
