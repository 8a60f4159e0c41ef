import type { ActiveAgent } from "../../agents/active-agent.ts";
import { knowledgeForAgent } from "../../agents/knowledge-for-agent.ts";
import { loadActiveAgent } from "../../agents/load-active-agent.ts";
import type { Db } from "../../db/connect.ts";
import type { FoundAnswer } from "../../knowledge/answer/find-answer.ts";
import { type Knowledge, loadKnowledge } from "../../knowledge/index/load-knowledge.ts";
import type { OwnWorkReads } from "./own-work/own-work-intents.ts";
import { ownWorkReach } from "./own-work/own-work-reach.ts";
import { vouchedPhrasings } from "./own-work/vouched-phrasings.ts";

/**
 * The organisation's knowledge as its active agent may use it, with the rankings of texts on
 * their words alone made from it so far, by text: a short first piece checked for a confident
 * answer (answerInOrder) is not ranked again when the same text is answered.
 */
export type AgentKnowledge = { knowledge: Knowledge; wordRankings: Map<string, FoundAnswer> };

/** What answering one message reads about its organisation; each read happens at most once, when first needed. */
export type MessageReads = OwnWorkReads & {
  agent: () => Promise<ActiveAgent | null>;
  /** Per embeddings model (none: the words alone, as the sick-report procedure is looked up). */
  knowledge: (embeddingModel?: string) => Promise<AgentKnowledge>;
};

/**
 * The reads of one message (or of pieces answered as one), shared by every step that needs
 * them: the piece check, the verification gate, the own-work lookups and each composed part.
 * Several steps asked the database the same thing for one message before (the active agent,
 * the knowledge's versions, whether Fleks is connected, the vouched phrasings). A new message
 * gets new reads, so an edit by staff applies to the next message as before.
 */
export function messageReads(db: Db, organizationId: string): MessageReads {
  const once = <T>(read: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => {
      value ??= read();
      return value;
    };
  };
  const agent = once(() => loadActiveAgent(db, organizationId));
  const knowledge = new Map<string, Promise<AgentKnowledge>>();
  return {
    agent,
    knowledge: (embeddingModel) => {
      const key = embeddingModel ?? "";
      let read = knowledge.get(key);
      if (!read) {
        read = agent().then((active) => agentKnowledge(db, organizationId, active, embeddingModel));
        knowledge.set(key, read);
      }
      return read;
    },
    reach: once(() => ownWorkReach(db, organizationId)),
    vouched: once(() => vouchedPhrasings(db, organizationId)),
  };
}

/** The organisation's knowledge as `agent` may use it, with no text ranked yet. */
export async function agentKnowledge(
  db: Db,
  organizationId: string,
  agent: ActiveAgent | null,
  embeddingModel?: string,
): Promise<AgentKnowledge> {
  return {
    knowledge: knowledgeForAgent(await loadKnowledge(db, organizationId, embeddingModel), agent),
    wordRankings: new Map(),
  };
}
