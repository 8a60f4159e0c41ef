import { randomUUID } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import { type AnswerExplanation, chosenBy } from "../../../common/inbox/answer-explanation.ts";
import { answerDeadline } from "../../../common/time/answer-deadline.ts";
import type { ActiveAgent } from "../../agents/active-agent.ts";
import type { Db } from "../../db/connect.ts";
import type { ComposedReply } from "./compose-reply.ts";
import { markHealthMessage } from "./mark-health-message.ts";
import { handoverMessageFor, notifyStaff } from "./notify-staff.ts";
import type { GateResult } from "./verification-gate.ts";

type Inbound = Parameters<typeof notifyStaff>[1] & { is_test: boolean };

/** The reply as composed, and what it changes in its conversation. */
export type ReplyToStore = {
  body: string;
  composed: Pick<ComposedReply, "confidence" | "sources" | "handover" | "explanation">;
  /** What staff see as the reply's why (the hand-over's, while one waits for HR). */
  explanation: unknown;
  agent: ActiveAgent | null;
  update: Extract<GateResult, { kind: "reply" }>["update"] | undefined;
  /** Choices offered now (jsonb), null to end earlier ones, undefined to leave them. */
  offered: RawBuilder<unknown> | null | undefined;
  flooded: boolean;
  sick: boolean;
  recovering: boolean;
  lockedOut: boolean;
};

/**
 * Stores the assistant's reply to one inbound message as pending (unique per inbound message:
 * a rerun gets the row stored before), updates its conversation and tells staff what they must
 * hear of, in one transaction. Composing takes seconds with a model; a colleague who took the
 * conversation over meanwhile (or whose reply took it over) has it, so nothing is stored and
 * null comes back: the assistant never answers over them. The conversation row is locked
 * first, as the inbox's mutators lock it, so a take-over either lands before this reads it or
 * waits until the reply is stored (and the colleague's reply then follows it).
 */
export async function storeReply(db: Db, inbound: Inbound, messageId: string, reply: ReplyToStore) {
  const { composed } = reply;
  return db.transaction().execute(async (trx) => {
    const conversation = await trx
      .selectFrom("conversations")
      .select(["handled_by", "taken_over_by"])
      .where("id", "=", inbound.conversation_id)
      .forUpdate()
      .executeTakeFirst();
    if (conversation?.handled_by === "human" || conversation?.taken_over_by) return null;
    const row = await trx
      .insertInto("whatsapp_messages")
      .values({
        id: randomUUID(),
        organization_id: inbound.organization_id,
        conversation_id: inbound.conversation_id,
        direction: "outbound",
        message_body: reply.body,
        is_from_bot: true,
        status: "pending",
        confidence: composed.confidence,
        sources: sql`cast(${composed.sources} as jsonb)`,
        handover: composed.handover,
        // Chosen outside the scorer, by the employee or the model: the FAQ dialog suggests the question.
        picked: composed.sources.length > 0 && (composed.explanation?.parts ?? []).some((p) => chosenBy(p) !== null),
        explanation: sql`cast(${reply.explanation} as jsonb)`,
        reply_to: messageId,
        agent_id: reply.agent?.id ?? null,
        agent_settings_version: reply.agent?.settingsVersion ?? null,
        // A sick or recovery report's reply is health data, as is the report (marked below).
        is_health: reply.sick || reply.recovering,
      })
      .onConflict((oc) => oc.column("reply_to").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row)
      return trx
        .selectFrom("whatsapp_messages")
        .selectAll()
        .where("reply_to", "=", messageId)
        .executeTakeFirstOrThrow();
    const { sick, recovering } = reply;
    await markHealthMessage(trx, messageId, reply);
    await trx
      .updateTable("conversations")
      .set((eb) => ({
        message_count: eb("message_count", "+", 1),
        unresolved_count:
          composed.handover || sick || recovering ? eb("unresolved_count", "+", 1) : eb.ref("unresolved_count"),
        last_message_at: new Date(),
        ai_disclosed_at: eb.fn.coalesce("ai_disclosed_at", sql<Date>`now()`),
        ...reply.update,
        ...(reply.offered !== undefined ? { offered_choices: reply.offered } : {}),
        ...(reply.flooded ? { handled_by: "human" as const } : {}),
      }))
      .where("id", "=", inbound.conversation_id)
      .execute();
    // Staff hear about a conversation once, however many questions go unanswered; a
    // verification lockout is someone possibly guessing, so they hear of every one. A
    // simulator conversation is a colleague testing: nobody needs to be called for it, not
    // even for a lockout there.
    const first =
      composed.handover &&
      !inbound.is_test &&
      (await trx
        .updateTable("conversations")
        .set({ handover_notified_at: new Date() })
        .where("id", "=", inbound.conversation_id)
        .where("handover_notified_at", "is", null)
        .returning("id")
        .executeTakeFirst());
    const request = (composed.explanation as AnswerExplanation | null)?.dataRequest;
    const a = nl.assistant;
    if (reply.lockedOut && !inbound.is_test)
      await notifyStaff(trx, inbound, a.verifyLockedNotificationTitle, a.verifyLockedNotificationMessage);
    else if (sick && !inbound.is_test)
      await notifyStaff(trx, inbound, a.sickNotificationTitle, a.sickNotificationMessage, { health: true });
    else if (recovering && !inbound.is_test)
      await notifyStaff(trx, inbound, a.recoveredNotificationTitle, a.recoveredNotificationMessage, { health: true });
    else if (request && !inbound.is_test)
      // Every such request, not only a conversation's first hand-over: each has its own legal deadline.
      await notifyStaff(
        trx,
        inbound,
        a.dataRequestNotificationTitle,
        a.dataRequestNotificationMessage(request, answerDeadline(new Date())),
      );
    else if (first) await notifyStaff(trx, inbound, a.handoverNotificationTitle, handoverMessageFor(composed));
    return row;
  });
}
