import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import twilio from "twilio";
import { expect, signUpOwner, test } from "./fixtures.ts";

/** The launcher's local fake Twilio (it starts one when TWILIO_API_BASE_URL is unset). */
const fakeTwilioOf = (dataDir: string): string =>
  JSON.parse(fs.readFileSync(path.join(dataDir, "runtime.json"), "utf8")).twilioApiBaseUrl;

type FakeMessage = {
  sid: string;
  to: string;
  content_sid: string | null;
  content_variables: Record<string, string> | null;
};

test("an admin sets the welcome template, sends the welcome to an employee and sees the row follow it", async ({
  page,
  app,
  sql,
}) => {
  test.setTimeout(120_000);
  const { org } = await signUpOwner(page, sql, { name: "Wendy Welkom" });
  const accountSid = `AC${randomBytes(16).toString("hex")}`;
  const authToken = randomBytes(16).toString("hex");
  const phone = `+316${String(Date.now()).slice(-8)}`;
  const templateSid = `HX${randomBytes(16).toString("hex")}`;
  // WhatsApp connected (the local fake accepts any account), one approved template and one employee.
  const saved = await page.request.post("/api/twilio/credentials", {
    headers: { origin: app.url, "x-organization-id": org },
    data: { account_sid: accountSid, auth_token: authToken, whatsapp_sender: "+3197010000777" },
  });
  expect(saved.status()).toBe(200);
  await sql`insert into whatsapp_templates (id, organization_id, name, template_sid)
    values (${randomUUID()}, ${org}, 'Welkom nieuwe medewerker', ${templateSid})`;
  await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, created_at, updated_at)
    values (${randomUUID()}, ${org}, 'Sanne', 'Bakker', ${phone}, now(), now())`;
  // This test posts Sanne's status callback itself: the launcher's fake sends none for her number.
  await fetch(`${fakeTwilioOf(app.dataDir)}/_fake/quiet?to=${encodeURIComponent(phone)}`, { method: "POST" });

  await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, created_at, updated_at)
    values (${randomUUID()}, ${org}, 'Fleur', 'Visser', '+31611119999', now(), now())`;
  await page.goto("/dashboard/settings?tab=employees");
  const row = page.getByTestId("employee-row").filter({ hasText: "Sanne Bakker" });
  await expect(row.getByTestId("welcome-status")).toHaveText("Nog niet");

  // A tick on a row a search hides is forgotten once another is ticked: clearing the search
  // never brings back a tick the button no longer counted.
  const search = page.getByPlaceholder("Zoek op naam, nummer of e-mail");
  await search.fill("Fleur");
  await page.getByLabel("Fleur Visser selecteren").check();
  await search.fill("Sanne");
  await page.getByLabel("Sanne Bakker selecteren").check();
  await expect(page.getByRole("button", { name: "Welkomstbericht versturen (1)" })).toBeVisible();
  await search.fill("");
  await expect(page.getByLabel("Fleur Visser selecteren")).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Welkomstbericht versturen (1)" })).toBeVisible();
  await page.getByLabel("Sanne Bakker selecteren").uncheck();

  // Without a template the dialog says so before anything is sent (no 'Versturen' to press
  // first), and leads to the field where the template is chosen.
  await page.getByLabel("Sanne Bakker selecteren").check();
  await page.getByRole("button", { name: "Welkomstbericht versturen (1)" }).click();
  const noTemplate = page.getByRole("dialog");
  await expect(noTemplate.getByText("Geen welkomsttemplate ingesteld")).toBeVisible();
  await expect(noTemplate.getByRole("button", { name: "Versturen" })).toHaveCount(0);
  await noTemplate.getByRole("button", { name: "Welkomsttemplate kiezen" }).click();
  await expect(page.getByLabel("Welkomsttemplate")).toBeFocused();

  await page.getByLabel("Welkomsttemplate").selectOption({ label: `Welkom nieuwe medewerker (${templateSid})` });
  await expect(page.getByLabel("Variabele {{1}}", { exact: true })).toHaveValue("first_name");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Welkomstbericht opgeslagen")).toBeVisible();

  // Keyboard: the selection checkbox takes the space bar; 'select all' ticks every row shown.
  const pick = page.getByLabel("Sanne Bakker selecteren");
  await expect(pick).toBeChecked();
  await pick.focus();
  await page.keyboard.press("Space");
  await expect(pick).not.toBeChecked();
  await expect(page.getByRole("button", { name: "Welkomstbericht versturen", exact: true })).toBeDisabled();
  await page.getByLabel("Alle medewerkers selecteren").check();
  await expect(pick).toBeChecked();
  await page.getByLabel("Alle medewerkers selecteren").uncheck();
  await pick.focus();
  await page.keyboard.press("Space");
  await expect(pick).toBeChecked();
  await page.getByRole("button", { name: "Welkomstbericht versturen (1)" }).click();
  // Sending a welcome is no danger: the confirm button has the normal colour, not red.
  await expect(page.getByRole("button", { name: "Versturen" })).not.toHaveClass(/destructive/);
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("1 welkomstbericht ingepland, 0 overgeslagen")).toBeVisible();

  const fake = fakeTwilioOf(app.dataDir);
  let message: FakeMessage | undefined;
  await expect(async () => {
    const res = await fetch(`${fake}/_fake/messages?to=${encodeURIComponent(`whatsapp:${phone}`)}`);
    const body = (await res.json()) as { messages: FakeMessage[] };
    expect(body.messages).toHaveLength(1);
    message = body.messages[0];
  }).toPass({ timeout: 30_000 });
  expect(message?.content_sid).toBe(templateSid);
  expect(message?.content_variables).toEqual({ "1": "Sanne" });
  await expect(row.getByTestId("welcome-status")).toHaveText("Verzonden", { timeout: 20_000 });

  // WhatsApp reports it delivered (Twilio's signed status callback): the row says so, live.
  const url = `${app.url}/api/webhooks/twilio/${org}`;
  const params = { MessageSid: message?.sid ?? "", AccountSid: accountSid, MessageStatus: "delivered" };
  const callback = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(authToken, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  expect(callback.status).toBeLessThan(300);
  await expect(row.getByTestId("welcome-status")).toHaveText("Afgeleverd", { timeout: 20_000 });

  // A number WhatsApp refuses: the row says it failed, with Twilio's error code and message.
  const refused = `+316${String(Date.now() + 1).slice(-8)}`;
  await fetch(`${fake}/_fake/refuse?to=${encodeURIComponent(refused)}`, { method: "POST" });
  await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, created_at, updated_at)
    values (${randomUUID()}, ${org}, 'Ruben', 'Rood', ${refused}, now(), now())`;
  const failedRow = page.getByTestId("employee-row").filter({ hasText: "Ruben Rood" });
  await page.getByLabel("Ruben Rood selecteren").check();
  await page.getByRole("button", { name: "Welkomstbericht versturen (1)" }).click();
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(failedRow.getByTestId("welcome-status")).toHaveText("Mislukt", { timeout: 20_000 });
  await expect(failedRow.getByTestId("welcome-error")).toHaveText(
    "Foutcode 63024: Dit nummer heeft geen WhatsApp, of het nummer klopt niet.",
  );
});

test("a large organisation: the list shows a page at a time, filters on the welcome, and a welcome to all goes in parts", async ({
  page,
  app,
  sql,
}) => {
  test.setTimeout(120_000);
  const { org } = await signUpOwner(page, sql, { name: "Grote Groep" });
  const saved = await page.request.post("/api/twilio/credentials", {
    headers: { origin: app.url, "x-organization-id": org },
    data: {
      account_sid: `AC${randomBytes(16).toString("hex")}`,
      auth_token: randomBytes(16).toString("hex"),
      whatsapp_sender: "+3197010000778",
    },
  });
  expect(saved.status()).toBe(200);
  const templateId = randomUUID();
  await sql`insert into whatsapp_templates (id, organization_id, name, template_sid)
    values (${templateId}, ${org}, 'Welkom', ${`HX${randomBytes(16).toString("hex")}`})`;
  await sql`insert into employee_welcome_settings (organization_id, template_id) values (${org}, ${templateId})`;
  // 1,200 who left (inactive: skipped, nothing is sent to them) and one new colleague.
  await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, is_active, created_at, updated_at)
    select gen_random_uuid(), ${org}, 'Oud', 'Medewerker ' || lpad(n::text, 4, '0'), '+3161' || lpad(n::text, 7, '0'), false, now(), now()
    from generate_series(1, 1200) n`;
  await sql`insert into employees (id, organization_id, first_name, last_name, phone_number, created_at, updated_at)
    values (${randomUUID()}, ${org}, 'Nieuwe', 'Collega', ${`+316${String(Date.now()).slice(-8)}`}, now(), now())`;
  await page.goto("/dashboard/settings?tab=employees");
  await expect(page.getByText("1.201 medewerkers")).toBeVisible();
  // A page at a time, with where one is in the list.
  await expect(page.getByTestId("employee-row")).toHaveCount(50);
  await expect(page.getByText("1–50 van 1.201")).toBeVisible();
  await page.getByRole("button", { name: "Volgende pagina" }).click();
  await expect(page.getByText("51–100 van 1.201")).toBeVisible();
  // Who still needs a welcome, among the active ones: the new colleague alone.
  await page.getByLabel("Toon medewerkers").selectOption({ label: "Actief" });
  await expect(page.getByTestId("employee-row")).toHaveCount(1);
  await expect(page.getByTestId("employee-row")).toContainText("Nieuwe Collega");
  await expect(page.getByRole("button", { name: "Volgende pagina" })).toHaveCount(0);
  await page.getByLabel("Toon medewerkers").selectOption({ label: "Nog geen welkomstbericht" });
  await expect(page.getByText("1.201 medewerkers", { exact: false })).toBeVisible();
  // One of them sent STOP on WhatsApp: marked, and no longer waiting for a welcome.
  await sql`insert into conversations (id, organization_id, customer_phone, last_message_at, opted_out_at)
    values (${randomUUID()}, ${org}, '+31610000001', now(), now())`;
  await expect(page.getByText("1.200 van 1.201 medewerkers")).toBeVisible();
  await page.getByLabel("Toon medewerkers").selectOption({ label: "Inactief" });
  await page.getByPlaceholder("Zoek op naam, nummer of e-mail").fill("Medewerker 0001");
  await expect(page.getByTestId("employee-row")).toHaveCount(1);
  await expect(page.getByTestId("employee-row").getByTestId("welcome-status")).toHaveText("Afgemeld (STOP)");
  await page.getByPlaceholder("Zoek op naam, nummer of e-mail").fill("");
  await page.getByLabel("Toon medewerkers").selectOption({ label: "Nog geen welkomstbericht" });

  // 'Select all' takes every employee in the filter, not only the page: sent in parts of 500.
  await page.getByLabel("Alle medewerkers selecteren").check();
  await page.getByRole("button", { name: "Welkomstbericht versturen (1.200)" }).click();
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("1 welkomstbericht ingepland, 1199 overgeslagen")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Medewerker is inactief (1199)")).toBeVisible();
  await page.getByLabel("Toon medewerkers").selectOption({ label: "Nog geen welkomstbericht" });
  await expect(page.getByText("1.199 van 1.201 medewerkers")).toBeVisible();
});
