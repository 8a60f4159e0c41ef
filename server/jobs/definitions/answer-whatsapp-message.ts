import { answerInOrder } from "../../whatsapp/assistant/answer-in-order.ts";
import { defineJob } from "../define-job.ts";
import { conversationMessagePayload, inConversationOf } from "./conversation-message.ts";

/** Enqueued in SQL by dispatchOutbox (server/whatsapp/inbound/dispatch-outbox.ts) and on hand-back (answer-waiting-message.ts), max_attempts 8. */
export const answerWhatsappMessage = defineJob({
  name: "answer_whatsapp_message",
  payload: conversationMessagePayload,
  handler: (payload, deps) =>
    inConversationOf(deps.assistant.db, payload, (conversationId) =>
      answerInOrder(deps.assistant, conversationId, payload.messageId),
    ),
  maxAttempts: 8,
});
