import { sendStaffMessage as send } from "../../whatsapp/delivery/send-staff-message.ts";
import { defineJob } from "../define-job.ts";
import { conversationMessagePayload, inConversationOf } from "./conversation-message.ts";

/** Enqueued by a trigger on whatsapp_messages (migrations/0008_assistant_outbox.ts), max_attempts 8. */
export const sendStaffMessage = defineJob({
  name: "send_staff_message",
  payload: conversationMessagePayload,
  handler: (payload, deps, helpers) =>
    inConversationOf(deps.assistant.db, payload, () => send(deps.assistant, payload.messageId, helpers.job.attempts)),
  maxAttempts: 8,
});
