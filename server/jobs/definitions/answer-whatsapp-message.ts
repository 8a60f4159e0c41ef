import { answerInOrder } from "../../whatsapp/assistant/answer-in-order.ts";
import { giveUpAnswer } from "../../whatsapp/delivery/give-up-sending.ts";
import { defineJob } from "../define-job.ts";
import { conversationMessagePayload, inConversationOf } from "./conversation-message.ts";

/** Enqueued in SQL by dispatchOutbox (server/whatsapp/inbound/dispatch-outbox.ts) and on hand-back (answer-waiting-message.ts), max_attempts 8. */
export const answerWhatsappMessage = defineJob({
  name: "answer_whatsapp_message",
  payload: conversationMessagePayload,
  handler: (payload, deps, helpers) =>
    inConversationOf(deps.assistant.db, payload, async (conversationId) => {
      try {
        await answerInOrder(deps.assistant, conversationId, payload.messageId);
      } catch (err) {
        // The last attempt: the reply must not say "Wordt verstuurd" for ever, nor its outbox
        // row hold up the organisation's line.
        if (helpers.job.attempts >= helpers.job.max_attempts)
          await giveUpAnswer(deps.assistant.db, conversationId, payload.messageId);
        throw err;
      }
    }),
  maxAttempts: 8,
});
