import { z } from "zod";

export const sendEmailPayload = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string(),
});

export const processDocumentPayload = z.object({ documentId: z.string().min(1) });

// conversationId is absent from jobs enqueued before conversations were locked instead of queued.
export const answerMessagePayload = z.object({ messageId: z.string().min(1), conversationId: z.string().optional() });

export type JobPayloads = {
  answer_whatsapp_message: z.infer<typeof answerMessagePayload>;
  send_email: z.infer<typeof sendEmailPayload>;
  process_document: z.infer<typeof processDocumentPayload>;
};
