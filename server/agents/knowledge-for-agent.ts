import { buildIndex } from "../knowledge/index/knowledge-index.ts";
import type { Knowledge } from "../knowledge/index/load-knowledge.ts";
import { matrixOf } from "../knowledge/vectors/nearest.ts";
import type { ActiveAgent } from "./active-agent.ts";
import { agentCan } from "./agent-can.ts";

const NO_DOCS = buildIndex([]);
const NO_VECTORS = matrixOf([]);

/**
 * What the agent may answer from: its FAQs only with 'faq_answers', its documents only with
 * 'document_answers'. A switched-off kind is searched as if empty (with its vectors, which
 * are aligned with it), so the other kind can still answer and the rest is handed over.
 */
export function knowledgeForAgent(knowledge: Knowledge, agent: ActiveAgent | null): Knowledge {
  const faqsOn = agentCan(agent, "faq_answers");
  const documentsOn = agentCan(agent, "document_answers");
  if (faqsOn && documentsOn) return knowledge;
  const { vectors } = knowledge;
  return {
    ...knowledge,
    faqs: faqsOn ? knowledge.faqs : NO_DOCS,
    passages: documentsOn ? knowledge.passages : NO_DOCS,
    vectors: vectors && {
      ...vectors,
      faqs: faqsOn ? vectors.faqs : NO_VECTORS,
      passages: documentsOn ? vectors.passages : NO_VECTORS,
    },
  };
}
