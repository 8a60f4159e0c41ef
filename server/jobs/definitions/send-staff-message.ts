import { giveUpStaffMessage } from "../../whatsapp/delivery/give-up-sending.ts";
import { sendStaffMessage as send } from "../../whatsapp/delivery/send-staff-message.ts";
import { defineJob } from "../define-job.ts";
import { conversationMessagePayload, inConversationOf } from "./conversation-message.ts";

/** Enqueued by a trigger on whatsapp_messages (migrations/0008_assistant_outbox.ts), max_attempts 8. */
export const sendStaffMessage = defineJob({
  name: "send_staff_message",
  payload: conversationMessagePayload,
  handler: (payload, deps, helpers) =>
    inConversationOf(deps.assistant.db, payload, async () => {
      try {
        await send(deps.assistant, payload.messageId, helpers.job.attempts);
      } catch (err) {
        // The last attempt: the inbox must not say "Wordt verstuurd" for ever.
        if (helpers.job.attempts >= helpers.job.max_attempts)
          await giveUpStaffMessage(deps.assistant.db, payload.messageId);
        throw err;
      }
    }),
  maxAttempts: 8,
});
