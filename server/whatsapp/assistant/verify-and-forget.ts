import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";
import { type ConversationState, type GateResult, verificationGate } from "./verification-gate.ts";

/**
 * The verification gate for one message, which then forgets what the employee typed when
 * it was their answer to the verification question: right, it is a detail HR already has;
 * wrong, it may be a colleague's address or number. The thread keeps that a detail was
 * given ("[verificatiegegeven niet bewaard]"), not the detail.
 */
export async function verifyAndForget(
  db: Db,
  settings: Parameters<typeof verificationGate>[1],
  conversation: ConversationState,
  question: string,
  messageId: string,
): Promise<GateResult> {
  const gate = await verificationGate(db, settings, conversation, question);
  if (gate.detailGiven)
    await db
      .updateTable("whatsapp_messages")
      .set({ message_body: nl.inbox.redactedVerification })
      .where("id", "=", messageId)
      .execute();
  return gate;
}
