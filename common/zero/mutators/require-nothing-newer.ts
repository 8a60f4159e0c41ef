import type { z } from "zod";
import { zql } from "../../../zero-schema.ts";
import { nl } from "../../i18n/nl.ts";
import type { Tx } from "../authorize.ts";
import type { replySeenInput } from "../validation.ts";
import { colleagueName } from "./conversation-taker.ts";

/**
 * Refuses a staff reply typed before someone else answered the employee or handed the
 * conversation back: the writer did not see that, and the employee would get two answers
 * (a colleague handed it back while Bas typed, the assistant answered the waiting message,
 * and Bas's reply went as well). Their own messages do not count. A message the store
 * does not hold (the browser keeps only a thread's newest) is left to the server.
 */
export async function requireNothingNewer(
  tx: Tx,
  row: { id: string; handled_by?: string | null },
  userId: string,
  seen: z.infer<typeof replySeenInput>,
): Promise<void> {
  if (!seen) return;
  let outbound = zql.whatsapp_messages.where("conversation_id", row.id).where("direction", "outbound");
  if (seen.message_id) {
    const mark = await tx.run(
      zql.whatsapp_messages.where("id", seen.message_id).where("conversation_id", row.id).one(),
    );
    if (!mark) return;
    if (mark.created_at != null) outbound = outbound.where("created_at", ">", mark.created_at);
  }
  const newer = await tx.run(outbound.orderBy("created_at", "desc").limit(20));
  const other = newer.find((m) => m.sent_by_user_id !== userId);
  if (other?.sent_by_user_id)
    throw new Error(nl.inbox.colleagueRepliedMeanwhile(await colleagueName(tx, other.sent_by_user_id)));
  if (other) throw new Error(nl.inbox.assistantRepliedMeanwhile);
  if (seen.handled_by === "human" && row.handled_by !== "human") throw new Error(nl.inbox.handedBackMeanwhile);
}
