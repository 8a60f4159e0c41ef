import { agentCan } from "../../../agents/agent-can.ts";
import type { Db } from "../../../db/connect.ts";
import { splitQuestions } from "../../../knowledge/answer/split-questions.ts";
import { messageReads } from "../message-reads.ts";
import { toPerson } from "../to-person.ts";
import { ownWorkIntents } from "./own-work-intents.ts";

/**
 * Whether WhatsApp would answer (part of) this message from the asker's own shifts or
 * record instead of the knowledge base, decided as the assistant does: not a request for a
 * person, the active agent may look up own shifts, and ownWorkIntents takes a question.
 * 'Test de kennisbank' says so, so staff are not shown an FAQ the employee never gets.
 */
export async function looksUpOwnWork(db: Db, organizationId: string, message: string): Promise<boolean> {
  if (toPerson(message)) return false;
  const reads = messageReads(db, organizationId);
  if (!agentCan(await reads.agent(), "own_shifts")) return false;
  return (await ownWorkIntents(reads, splitQuestions(message))).some(Boolean);
}
