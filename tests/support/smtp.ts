import { startFakeSmtp } from "../fakes/smtp/fake-smtp-server.ts";
import { startStack } from "./stack.ts";

/** The app with its mail going to a fake SMTP server (what it received: `smtp.received`); stopping the app stops it too. */
export async function startStackWithSmtp(mailFrom: string) {
  const smtp = await startFakeSmtp({ user: "mailer", pass: "s3cret" });
  const app = await startStack({ env: { SMTP_URL: smtp.url, MAIL_FROM: mailFrom }, fakes: [smtp] });
  return { smtp, app };
}
