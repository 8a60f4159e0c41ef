import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { WelcomeField } from "../../../common/employees/welcome.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { fillTemplate } from "../../../common/whatsapp/fill-template.ts";
import type { Db } from "../../db/connect.ts";
import { applyEarlyStatuses } from "../../whatsapp/inbound/apply-early-statuses.ts";
import type { ClaimedWelcome } from "./claim-welcome.ts";
import { welcomeVariables } from "./welcome-variables.ts";

/**
 * Step 3: Twilio accepted the welcome. It is stored in the employee's conversation (made
 * if the employee never wrote), as staff messages are, so the inbox shows what the
 * employee was sent and Twilio's status callbacks move it like any outbound message; the
 * welcome row points at it and takes its status from it (the 0030 trigger). Stored with
 * Twilio's status, never 'pending', so the staff-send trigger does not send it again.
 */
export async function recordWelcomeSent(db: Db, welcome: ClaimedWelcome, messageSid: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const conversation = await sql<{ id: string }>`
      insert into conversations (id, organization_id, customer_phone, is_test, employee_id, message_count, last_message_at)
      select gen_random_uuid()::text, ${welcome.organizationId}, ${welcome.phone}, false, w.employee_id, 1, now()
      from employee_welcomes w where w.id = ${welcome.welcomeId}
      on conflict (organization_id, customer_phone, is_test) do update set
        message_count = conversations.message_count + 1,
        last_message_at = now(),
        employee_id = coalesce(conversations.employee_id, excluded.employee_id)
      returning id`.execute(tx);
    const conversationId = conversation.rows[0]?.id;
    if (!conversationId) return;
    const messageId = randomUUID();
    const now = new Date();
    await tx
      .insertInto("whatsapp_messages")
      .values({
        id: messageId,
        organization_id: welcome.organizationId,
        conversation_id: conversationId,
        direction: "outbound",
        message_sid: messageSid,
        message_body: shownText(welcome),
        is_from_bot: false,
        sent_by_user_id: welcome.requestedBy,
        status: "queued",
        template_sid: welcome.template.templateSid,
        // As sent: a resend after WhatsApp throttled it (63018) sends the same, not Twilio's samples.
        content_variables: JSON.parse(welcomeVariables(welcome.template.variables, welcome.values)),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("message_sid").doNothing())
      .execute();
    await tx
      .updateTable("employee_welcomes")
      .set({ status: "sent", message_sid: messageSid, message_id: messageId, sent_at: now, updated_at: now })
      .where("id", "=", welcome.welcomeId)
      .where("status", "=", "sending")
      .execute();
  });
  await applyEarlyStatuses(db, [messageSid]);
}

/**
 * What the inbox shows for the welcome: the text the employee read, when staff entered the
 * template's approved text, filled as it was sent (a missing field as the dash Twilio got);
 * otherwise the template's name, since only Twilio holds its text.
 */
function shownText(welcome: ClaimedWelcome): string {
  const sent = Object.fromEntries(
    Object.keys(welcome.values).map((f) => [f, welcome.values[f as WelcomeField]?.trim() || "-"]),
  );
  const filled = fillTemplate(welcome.template, sent);
  return (filled.ok && filled.text) || nl.employeeWelcome.messageBody(welcome.template.templateName);
}
