import { z } from "zod";

export const sendEmailPayload = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string(),
});

export type JobPayloads = {
  send_email: z.infer<typeof sendEmailPayload>;
};
