import nodemailer from "nodemailer";
import { writeDevMail } from "./dev-mailbox.ts";

export type OutgoingMail = { to: string; subject: string; text: string; from: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; kind: "smtp" | "dev-mailbox" };

/** SMTP when SMTP_URL is set (e.g. smtps://user:pass@smtp.example.nl:465), else the local dev mailbox. */
export function createMailer(opts: { smtpUrl?: string; dataDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: "smtp",
      send: async (mail) => {
        await transport.sendMail(mail);
      },
    };
  }
  return {
    kind: "dev-mailbox",
    send: async (mail) => {
      await writeDevMail(opts.dataDir, mail);
    },
  };
}
