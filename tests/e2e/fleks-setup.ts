import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type postgres from "postgres";
import type { FakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect } from "./fixtures.ts";

// Set-up shared by browser tests about what happens after Fleks is connected. It goes
// through the same routes the Setup tab and 'Nu synchroniseren' call (their own specs
// drive those screens), so each test spends its time on the screen it is about.

type Ctx = { page: Page; sql: postgres.Sql; appUrl: string; org: string };

const headersOf = (ctx: Ctx) => ({ origin: ctx.appUrl, "x-organization-id": ctx.org });

/** Connects the fake Fleks to the organisation and waits for a full sync of its employees. */
export async function connectFleksAndSyncEmployees(ctx: Ctx, fake: FakeFleks) {
  const headers = headersOf(ctx);
  const saved = await ctx.page.request.put("/api/fleks/connection", {
    headers,
    data: { baseUrl: fake.baseUrl, token: fake.apiKey },
  });
  expect(saved.status()).toBe(200);
  // Only the sync asked for below runs: the scheduler would start the other objects too.
  await ctx.sql`update integration_sync_objects set next_run_at = now() + interval '1 day'
    where organization_id = ${ctx.org}`;
  const sync = await ctx.page.request.post("/api/fleks/sync", {
    headers,
    data: { objects: ["employees"], full: true },
  });
  expect(sync.status()).toBe(200);
  const [runId] = ((await sync.json()) as { runIds: string[] }).runIds;
  await expect
    .poll(async () => (await ctx.sql`select status from integration_sync_runs where id = ${runId ?? ""}`)[0]?.status, {
      timeout: 60_000,
    })
    .toBe("succeeded");
}

/**
 * WhatsApp connected (the launcher's fake Twilio accepts any account) with one approved
 * template chosen as the welcome, its {{1}} filled with the first name. Returns its ContentSid.
 */
export async function setUpWelcomeTemplate(ctx: Ctx): Promise<string> {
  const headers = headersOf(ctx);
  const saved = await ctx.page.request.post("/api/twilio/credentials", {
    headers,
    data: {
      account_sid: `AC${randomBytes(16).toString("hex")}`,
      auth_token: randomBytes(16).toString("hex"),
      whatsapp_sender: `+3197010${String(Date.now()).slice(-6)}`,
    },
  });
  expect(saved.status()).toBe(200);
  const templateId = randomUUID();
  const templateSid = `HX${randomBytes(16).toString("hex")}`;
  await ctx.sql`insert into whatsapp_templates (id, organization_id, name, template_sid)
    values (${templateId}, ${ctx.org}, 'Welkom nieuwe medewerker', ${templateSid})`;
  const settings = await ctx.page.request.put("/api/employees/welcome/settings", {
    headers,
    data: { template_id: templateId, variables: { "1": "first_name" } },
  });
  expect(settings.status()).toBe(200);
  return templateSid;
}

export type FakeTwilioMessage = {
  to: string;
  content_sid: string | null;
  content_variables: Record<string, string> | null;
};

/** What the launcher's local fake Twilio (started when TWILIO_API_BASE_URL is unset) has sent. */
export async function fakeTwilioMessages(dataDir: string): Promise<FakeTwilioMessage[]> {
  const base = JSON.parse(fs.readFileSync(path.join(dataDir, "runtime.json"), "utf8")).twilioApiBaseUrl;
  const res = await fetch(`${base}/_fake/messages`);
  return ((await res.json()) as { messages: FakeTwilioMessage[] }).messages;
}
