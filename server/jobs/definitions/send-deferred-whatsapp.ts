import { z } from "zod";
import { giveUpDeferred, sendDeferred } from "../../whatsapp/delivery/send-deferred.ts";
import { defineJob } from "../define-job.ts";
import { withConversationLock } from "../with-conversation-lock.ts";

// Enqueued by deferSend (server/whatsapp/delivery/) with run_at at the moment a message took
// from its organisation's clock, when that was too far out to wait for in a job; one per
// conversation (the key: a run that reschedules adds the next while it still runs). Under the
// conversation's lock, as every send is, so its messages keep their order.
export const sendDeferredWhatsapp = defineJob({
  name: "send_deferred_whatsapp",
  payload: z.object({ conversationId: z.string().min(1).max(100) }),
  handler: async (payload, deps, helpers) => {
    try {
      await withConversationLock(deps.assistant.db, payload.conversationId, () =>
        sendDeferred(deps.assistant, payload.conversationId, helpers.job.attempts > 1),
      );
    } catch (err) {
      // The last attempt: the conversation's next replies must not wait for ever.
      if (helpers.job.attempts >= helpers.job.max_attempts) await giveUpDeferred(deps.db, payload.conversationId);
      throw err;
    }
  },
  maxAttempts: 8,
  jobKey: (payload) => `send_deferred_whatsapp:${payload.conversationId}`,
});
