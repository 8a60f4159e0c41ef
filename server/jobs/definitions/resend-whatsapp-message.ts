import { z } from "zod";
import { resendMessage, settle } from "../../whatsapp/delivery/resend-message.ts";
import { defineJob } from "../define-job.ts";
import { conversationMessagePayload, inConversationOf } from "./conversation-message.ts";

// Enqueued by scheduleResends (server/whatsapp/delivery/) with run_at when WhatsApp throttled a
// message (63018); one per message (the key). Under the conversation's lock, as every send is.
// Put off again by resendMessage when the number is busy: then with the moment it took
// (`slotAt`), and whether an attempt before may have reached Twilio.
export const resendWhatsappMessage = defineJob({
  name: "resend_whatsapp_message",
  payload: conversationMessagePayload.extend({
    slotAt: z.iso.datetime().optional(),
    mayHaveSent: z.boolean().optional(),
  }),
  handler: async (payload, deps, helpers) => {
    try {
      await inConversationOf(deps.assistant.db, payload, () =>
        resendMessage(
          deps.assistant,
          payload.messageId,
          helpers.job.attempts > 1 || !!payload.mayHaveSent,
          payload.slotAt ? new Date(payload.slotAt) : null,
        ),
      );
    } catch (err) {
      // The last attempt: the inbox must not promise a resend that will never come.
      if (helpers.job.attempts >= helpers.job.max_attempts) await settle(deps.db, payload.messageId, {});
      throw err;
    }
  },
  maxAttempts: 5,
  jobKey: (payload) => `resend_whatsapp_message:${payload.messageId}`,
});
