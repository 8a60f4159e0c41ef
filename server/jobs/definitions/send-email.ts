import { z } from "zod";
import { defineJob } from "../define-job.ts";

export const sendEmail = defineJob({
  name: "send_email",
  payload: z.object({
    to: z.string().email(),
    subject: z.string().min(1),
    text: z.string(),
  }),
  handler: async (mail, deps) => {
    await deps.mailer.send({ ...mail, from: deps.mailFrom });
  },
});
