import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";
import { markHealthMessage } from "./mark-health-message.ts";
import { notifyHealthReport } from "./notify-health-report.ts";
import { notifyStaff } from "./notify-staff.ts";
import { optOutOf } from "./opt-out.ts";
import { reportsRecovery } from "./reports-absence.ts";
import { reportsSick } from "./reports-sick.ts";

type Inbound = Parameters<typeof notifyStaff>[1] & { id: string; message_body: string; is_test: boolean };

/**
 * A message in a conversation staff handle: the assistant stays silent, so staff must see
 * it. Choices the assistant offered before are void, the conversation counts one more
 * message waiting for a person, and the colleague who took it over, else the one who wrote
 * last (else the owners and admins), is notified unless already told of this burst (see
 * below); of a sick or recovery report, the members who may read it when that colleague may
 * not (notifyHealthReport); nobody of a message in the simulator. The message leaves
 * the assistant's outbox in the same transaction, so a job run twice counts it once.
 */
export async function passToStaff(db: Db, inbound: Inbound): Promise<void> {
  const conversationId = inbound.conversation_id;
  await db.transaction().execute(async (trx) => {
    // The conversation first, then the message's outbox row: the order a hand-back takes them
    // in (its mutator locks the conversation, then puts the message back in the outbox).
    // Taken the other way round, a hand-back at the same moment deadlocked with this job.
    await trx.selectFrom("conversations").select("id").where("id", "=", conversationId).forUpdate().execute();
    const taken = await trx
      .deleteFrom("system.assistant_outbox")
      .where("message_id", "=", inbound.id)
      .returning("message_id")
      .executeTakeFirst();
    if (!taken) return;
    // A sick or recovery report is health data whoever answers it: the colleague who took the
    // conversation over may not be one who may read it.
    const text = inbound.message_body;
    const report = { sick: reportsSick(text), recovering: reportsRecovery(text) };
    await markHealthMessage(trx, inbound.id, report);
    // STOP is honoured whoever handles the conversation (staff read it in the thread).
    const optOut = optOutOf(inbound.message_body);
    const updated = await trx
      .updateTable("conversations")
      .set((eb) => ({
        offered_choices: null,
        unresolved_count: eb("unresolved_count", "+", 1),
        ...(optOut ? { opted_out_at: optOut === "stop" ? new Date() : null } : {}),
      }))
      .where("id", "=", conversationId)
      .where("handled_by", "=", "human")
      .returning("taken_over_by")
      .executeTakeFirst();
    if (!updated) return;
    // 'Test de assistent' is a colleague testing, here as when the assistant answers: the
    // thread shows the message, but nobody is called for it, not even of a sick report.
    if (inbound.is_test) return;
    const lastSent = await trx
      .selectFrom("whatsapp_messages")
      .select("created_at")
      .where("conversation_id", "=", conversationId)
      .where("direction", "=", "outbound")
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    // The colleague who has the conversation hears of it; without one, who wrote last.
    const taker = updated.taken_over_by;
    const colleague = taker
      ? null
      : await trx
          .selectFrom("whatsapp_messages")
          .select("sent_by_user_id")
          .where("conversation_id", "=", conversationId)
          .where("sent_by_user_id", "is not", null)
          .orderBy("created_at", "desc")
          .limit(1)
          .executeTakeFirst();
    const a = nl.assistant;
    const chosen = taker ?? colleague?.sent_by_user_id ?? undefined;
    const to = chosen ? [chosen] : undefined;
    const health = report.sick || report.recovering;
    if (health && (await notifyHealthReport(trx, inbound, report, chosen, lastSent?.created_at ?? new Date(0)))) return;
    // Once per burst: not when a notice since the last message sent (a hand-over, the flood
    // notice) already told them. For a colleague that means one of their own they have not
    // read yet: the owners' and admins' notices of the hand-over never reached the colleague
    // who took the conversation over afterwards, and one they read is done with.
    const notified = await trx
      .selectFrom("notifications")
      .select("id")
      .where("organization_id", "=", inbound.organization_id)
      .where(sql<string>`data->>'conversation_id'`, "=", conversationId)
      .where("created_at", ">=", lastSent?.created_at ?? new Date(0))
      .$if(!!chosen, (q) => q.where("user_id", "=", chosen ?? "").where("read_at", "is", null))
      .limit(1)
      .executeTakeFirst();
    if (notified) return;
    // A colleague without the switch hears that a sick report came, never what it says.
    const message = health ? a.staffConversationHealthMessage : a.staffConversationMessage;
    await notifyStaff(trx, inbound, a.staffConversationTitle, message, { to });
  });
}
