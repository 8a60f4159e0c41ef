import { defineMutator } from "@rocicorp/zero";
import { type ZeroContext, zql } from "../../../zero-schema.ts";
import type { WelcomeField } from "../../employees/welcome.ts";
import { nl } from "../../i18n/nl.ts";
import { windowOpen } from "../../inbox/reply-window.ts";
import { employeeFacingName } from "../../organizations/employee-facing-name.ts";
import { redact } from "../../privacy/redact.ts";
import { fillTemplate } from "../../whatsapp/fill-template.ts";
import { lockRow, NotAuthorizedError, now, requireRow, type Tx } from "../authorize.ts";
import { handBackInput, staffReplyInput, takeOverInput, templateSendInput } from "../validation.ts";
import { answerWaitingMessage } from "./answer-waiting-message.ts";
import { requireTakerConfirmed } from "./conversation-taker.ts";
import { requireNothingNewer } from "./require-nothing-newer.ts";

// The inbox: every member may reply in, take over and hand back the organisation's conversations.
async function memberConversation(tx: Tx, ctx: ZeroContext | undefined, id: string) {
  // Locked on the server: two colleagues replying at once (or with the employee's message
  // landing) each count their message; read unlocked, one of the counts was lost.
  await lockRow(tx, "conversations", id);
  return requireRow(tx, ctx, await tx.run(zql.conversations.where("id", id).one()), "member");
}

/**
 * A staff message: stored as pending; a database trigger enqueues its send job in this
 * transaction. Staff writing in a conversation take it over, so the assistant stays silent,
 * and answer what the assistant handed over: the conversation no longer needs a person.
 * Nobody had it: it is now the writer's (as Chatwoot assigns a conversation to whoever
 * replies first); a colleague had it (the writer confirmed): it stays theirs.
 */
async function insertStaffMessage(
  tx: Tx,
  conversation: { id: string; organization_id: string; message_count: number; taken_over_by?: string | null },
  userID: string,
  message: {
    id: string;
    body: string;
    template_sid: string | null;
    content_variables?: Record<string, string> | null;
    at: number;
  },
) {
  await tx.mutate.whatsapp_messages.insert({
    id: message.id,
    organization_id: conversation.organization_id,
    conversation_id: conversation.id,
    direction: "outbound",
    // Staff type what they see; a BSN, IBAN or document number pasted in is never stored or sent.
    message_body: redact(message.body),
    is_from_bot: false,
    handover: false,
    picked: false,
    // The server's database decides: a reply within a day of a sick report is health data
    // (migrations/0084), which the browser of a colleague without access cannot even see.
    is_health: false,
    sent_by_user_id: userID,
    status: "pending",
    template_sid: message.template_sid,
    content_variables: message.content_variables
      ? Object.fromEntries(Object.entries(message.content_variables).map(([k, v]) => [k, redact(v)]))
      : null,
    created_at: message.at,
    updated_at: message.at,
  });
  await tx.mutate.conversations.update({
    id: conversation.id,
    handled_by: "human",
    taken_over_by: conversation.taken_over_by ?? userID,
    unresolved_count: 0,
    message_count: conversation.message_count + 1,
    last_message_at: message.at,
  });
}

const fieldNames: Record<WelcomeField, string> = {
  first_name: nl.employeeWelcome.fields.first_name.toLowerCase(),
  last_name: nl.employeeWelcome.fields.last_name.toLowerCase(),
  organization_name: nl.employeeWelcome.fields.organization_name.toLowerCase(),
};

/** What a template's variables may be filled with in this conversation: its employee, its organisation. */
async function employeeValues(
  tx: Tx,
  conversation: { employee_id?: string | null; organization_id: string },
): Promise<Partial<Record<WelcomeField, string>>> {
  const employee = conversation.employee_id
    ? await tx.run(zql.employees.where("id", conversation.employee_id).one())
    : undefined;
  const organization = await tx.run(zql.organizations.where("id", conversation.organization_id).one());
  return {
    first_name: employee?.first_name,
    last_name: employee?.last_name,
    // Never the sign-up placeholder ("Mijn organisatie (Marieke de Boer)"): unnamed, the
    // template is refused with what is missing, as for an employee without a first name.
    organization_name: organization ? (employeeFacingName(organization) ?? undefined) : undefined,
  };
}

export const conversationMutators = {
  reply: defineMutator(staffReplyInput, async ({ tx, args, ctx }) => {
    const { row, user } = await memberConversation(tx, ctx, args.conversation_id);
    await requireTakerConfirmed(tx, row, user.userID, args.colleague, nl.inbox.colleagueHasItReply);
    await requireNothingNewer(tx, row, user.userID, args.seen);
    const at = now(tx, args.now);
    if (!windowOpen(row, at)) throw new Error(nl.inbox.windowClosed);
    await insertStaffMessage(tx, row, user.userID, { id: args.id, body: args.body, template_sid: null, at });
  }),
  // Outside the 24-hour window only an approved template may start the conversation again.
  sendTemplate: defineMutator(templateSendInput, async ({ tx, args, ctx }) => {
    const { row, user } = await memberConversation(tx, ctx, args.conversation_id);
    await requireTakerConfirmed(tx, row, user.userID, args.colleague, nl.inbox.colleagueHasItReply);
    // The employee sent STOP: nothing the organisation starts may reach them (WhatsApp's policy).
    if (row.opted_out_at) throw new Error(nl.inbox.optedOutNoTemplate);
    const template = await tx.run(
      zql.whatsapp_templates.where("id", args.template_id).where("organization_id", row.organization_id).one(),
    );
    if (!template?.is_active) throw new NotAuthorizedError();
    const filled = fillTemplate(template, await employeeValues(tx, row));
    if (!filled.ok) {
      // The browser may not hold the employee's row: only the server's verdict counts.
      if (tx.location !== "server") return;
      throw new Error(nl.inbox.templateVariablesMissing(filled.missing.map((f) => fieldNames[f]).join(" en ")));
    }
    const { text, contentVariables } = filled;
    const body =
      text ??
      (contentVariables
        ? nl.inbox.templateBodyWithValues(template.name, Object.values(contentVariables))
        : nl.inbox.templateBody(template.name));
    const at = now(tx, args.now);
    await insertStaffMessage(tx, row, user.userID, {
      id: args.id,
      body,
      template_sid: template.template_sid,
      content_variables: contentVariables,
      at,
    });
  }),
  // The taker is the session's user, never one the client names; taking it from a colleague
  // needs that colleague confirmed (`colleague`), so two people never both think it is theirs.
  takeOver: defineMutator(takeOverInput, async ({ tx, args, ctx }) => {
    const { row, user } = await memberConversation(tx, ctx, args.id);
    await requireTakerConfirmed(tx, row, user.userID, args.colleague, nl.inbox.colleagueHasItTakeOver);
    await tx.mutate.conversations.update({ id: args.id, handled_by: "human", taken_over_by: user.userID });
  }),
  // Any member may hand back (a colleague on leave must not block the conversation), but a
  // colleague's conversation only when confirmed for that colleague, as for taking it over. The
  // employee's message left unanswered meanwhile is answered now, while WhatsApp still allows it.
  // Nothing stays open for HR: the assistant has the conversation again (one it cannot answer
  // opens it anew), so the thread, the list's count and "Persoon nodig" all say so.
  handBack: defineMutator(handBackInput, async ({ tx, args, ctx }) => {
    const { row, user } = await memberConversation(tx, ctx, args.id);
    await requireTakerConfirmed(tx, row, user.userID, args.colleague, nl.inbox.colleagueHasItHandBack);
    await tx.mutate.conversations.update({
      id: args.id,
      handled_by: "assistant",
      taken_over_by: null,
      unresolved_count: 0,
    });
    if (row.handled_by === "human" && windowOpen(row, now(tx, args.now ?? Date.now())))
      await answerWaitingMessage(tx, args.id);
  }),
};
