import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp } from "../fakes/smtp/fake-smtp-server.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { eventually, signUpUser } from "../support/zero-client.ts";

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let app: RunningApp;

beforeAll(async () => {
  smtp = await startFakeSmtp({ user: "mailer", pass: "s3cret" });
  app = await startApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: "HR Assistent <hr@voorbeeld.nl>" } });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

describe("e-mail over SMTP", () => {
  it("delivers the welcome mail through the configured SMTP server, not the dev mailbox", async () => {
    await signUpUser(app.url, "smtp@voorbeeld.nl", "Sam Smtp");
    const mail = await eventually(() => smtp.received.find((m) => m.to.includes("smtp@voorbeeld.nl")), 20_000);
    expect(mail.from).toBe("hr@voorbeeld.nl");
    expect(mail.raw).toContain("Subject: Welkom bij je AI HR-assistent");
    expect(fs.existsSync(path.join(app.dataDir, "mailbox"))).toBe(false);
    // With SMTP configured there is no dev mailbox page (the SPA answers instead).
    expect(await (await fetch(`${app.url}/dev/mailbox`)).text()).not.toContain("Dev mailbox");
  });

  it("sends a working password-reset link", async () => {
    const res = await fetch(`${app.url}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({ email: "smtp@voorbeeld.nl", redirectTo: "/auth" }),
    });
    expect(res.status).toBe(200);
    const mail = await eventually(
      () => smtp.received.find((m) => m.raw.includes("Subject: Stel je wachtwoord opnieuw in")),
      20_000,
    );
    const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = body.match(/https?:\/\/\S+reset-password\/\S+/)?.[0];
    expect(link).toBeDefined();
    const follow = await fetch(link as string, { redirect: "manual" });
    expect(follow.status).toBe(302);
    expect(follow.headers.get("location")).toMatch(new RegExp(`^${app.url}/auth\\?token=`));
  });
});
