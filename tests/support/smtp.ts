import { startFakeSmtp } from "../fakes/smtp/fake-smtp-server.ts";
import { startStack } from "./stack.ts";

/** The app with its mail going to a fake SMTP server (what it received: `smtp.received`); stopping the app stops it too. */
export async function startStackWithSmtp(
  mailFrom: string,
  more: { env?: Record<string, string>; fakes?: Array<{ stop(): unknown }> } = {},
) {
  const smtp = await startFakeSmtp({ user: "mailer", pass: "s3cret" });
  const app = await startStack({
    env: { SMTP_URL: smtp.url, MAIL_FROM: mailFrom, ...more.env },
    fakes: [smtp, ...(more.fakes ?? [])],
  });
  return { smtp, app };
}
