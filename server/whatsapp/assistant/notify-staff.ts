import { randomUUID } from "node:crypto";
import { nl } from "../../../common/i18n/nl.ts";
import { groupedNumber } from "../../../common/inbox/grouped-number.ts";
import { whoForStaff } from "../../../common/inbox/who.ts";
import { type MemberRole, memberRolesWith } from "../../../common/zero/roles.ts";
import type { Db } from "../../db/connect.ts";

/**
 * A notification for each of the organisation's owners and admins and the Users who work the
 * inbox ('Krijgt meldingen van de inbox'), or for the colleagues `to` names, about a
 * conversation (a hand-over, a verification lockout, a message while staff handle it),
 * linking to it. `message` gets who it is about: the employee's name when the number matched
 * one, else the grouped number and its WhatsApp name. The
 * employee is recorded with it: the number may later move to someone else, and what happened
 * stays about whom it was (migrations/0074).
 */
export async function notifyStaff(
  db: Db,
  conversation: {
    organization_id: string;
    conversation_id: string;
    customer_phone: string;
    profile_name: string | null;
    employee_id: string | null;
    employee_first_name: string | null;
    employee_last_name: string | null;
  },
  title: string,
  message: (who: string) => string,
  options: {
    /** Only these users, when they are still members (else the owners and admins). */
    to?: string[];
    /**
     * About a sick or recovery report: only the members whose 'Mag ziekmeldingen zien' is on
     * (any role: HR staff who handle absence may be Users), and marked so that the bell
     * hides it should the switch go off later.
     */
    health?: boolean;
  } = {},
) {
  const { to, health = false } = options;
  const { organization_id: organizationId, conversation_id: conversationId } = conversation;
  // The accounts are held (key share) until this transaction commits: an admin whose account
  // is being deleted is waited for and then left out, instead of failing the hand-over's
  // whole transaction on the notification's reference to an account deleted meanwhile.
  const members = (roles: MemberRole[] | null, ids?: string[]) =>
    db
      .selectFrom("organization_members")
      .innerJoin("auth.user as account", "account.id", "organization_members.user_id")
      .select("organization_members.user_id")
      .where("organization_id", "=", organizationId)
      // The colleagues the admins chose to work the inbox ('Krijgt meldingen van de inbox')
      // are told as the owners and admins are.
      .$if(roles !== null, (q) =>
        q.where((eb) => eb.or([eb("role", "in", roles ?? []), eb("inbox_notifications", "=", true)])),
      )
      .$if(!!ids, (q) => q.where("user_id", "in", ids ?? []))
      .$if(health, (q) => q.where("may_see_health", "=", true))
      .orderBy("organization_members.user_id")
      .forKeyShare("account")
      .execute();
  const chosen = to?.length ? await members(null, to) : [];
  const staff = chosen.length ? chosen : await members(health ? null : memberRolesWith("admin"));
  if (!staff.length) return;
  const { employee_first_name: first, employee_last_name: last } = conversation;
  const text = message(
    whoForStaff({
      customer_phone: conversation.customer_phone,
      profile_name: conversation.profile_name,
      employee: first || last ? { first_name: first ?? "", last_name: last ?? "" } : null,
    }),
  );
  await db
    .insertInto("notifications")
    .values(
      staff.map((s) => ({
        id: randomUUID(),
        user_id: s.user_id,
        organization_id: organizationId,
        type: "new_conversation",
        title,
        message: text,
        // The number as the text names it: the employee's name replaces it once linked (0086).
        data: {
          conversation_id: conversationId,
          employee_id: conversation.employee_id,
          shown_number: groupedNumber(conversation.customer_phone),
        },
        is_health: health,
      })),
    )
    .execute();
}

/** What staff are told of a hand-over: asked for a person, not helped, angry, not coming, a flood, voice notes, or not answered (a recovery has its own, see answerMessage). */
export function handoverMessageFor(composed: { explanation?: { note?: string } | null }) {
  const note = composed.explanation?.note;
  if (note === nl.explanation.askedForHuman) return nl.assistant.handoverAskedNotificationMessage;
  if (note === nl.explanation.notHelped) return nl.assistant.handoverNotHelpedNotificationMessage;
  if (note === nl.explanation.frustrated) return nl.assistant.handoverFrustratedNotificationMessage;
  if (note === nl.explanation.absence.absent) return nl.assistant.absentNotificationMessage;
  if (note === nl.explanation.flooded) return nl.assistant.floodedNotificationMessage;
  if (note === nl.explanation.voiceNotes) return nl.assistant.voiceNotesNotificationMessage;
  return nl.assistant.handoverNotificationMessage;
}
