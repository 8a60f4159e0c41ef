import type { Task } from "graphile-worker";
import type { Mailer } from "../integrations/email/mailer.ts";
import { sendEmailPayload } from "./payloads.ts";

export function sendEmailTask(mailer: Mailer, from: string): Task {
  return async (payload) => {
    const mail = sendEmailPayload.parse(payload);
    await mailer.send({ ...mail, from });
  };
}
