import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, signUp, signUpOwner, test } from "./fixtures.ts";

/** The launcher's local fake Twilio (it starts one when TWILIO_API_BASE_URL is unset). */
const fakeTwilioOf = (dataDir: string): string =>
  JSON.parse(fs.readFileSync(path.join(dataDir, "runtime.json"), "utf8")).twilioApiBaseUrl;

type FakeMessage = { from: string; to: string; body: string; account_sid: string; status_callback?: string };

test.describe("WhatsApp (via Twilio) page", () => {
  test("connect with validation, webhooks, test message, status, subaccounts, templates, disconnect", async ({
    page,
    context,
    app,
    sql,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { org } = await signUpOwner(page, sql, { name: "Willem WhatsApp" });
    const accountSid = `AC${randomBytes(16).toString("hex")}`;
    const authToken = randomBytes(16).toString("hex");
    const sender = "+3197010000123";

    await page.goto("/dashboard/integrations/whatsapp");
    await expect(page.getByRole("heading", { name: "WhatsApp (via Twilio)" })).toBeVisible();
    await expect(page.getByTestId("connection-badge")).toHaveText("Nog niet verbonden");
    await expect(page.getByTestId("integration-status")).toContainText("Awaiting Number");
    // Not connected yet is a state, not an error: no red 'Foutmeldingen' on a new organisation.
    await expect(page.getByText(/Laatst gecontroleerd/)).toBeVisible();
    await expect(page.getByRole("button", { name: /Foutmeldingen/ })).toHaveCount(0);
    await expect(page.getByText("Meta Business account", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Meta beveiligingsinstellingen" })).toHaveAttribute(
      "href",
      "https://business.facebook.com/settings/security",
    );

    // Save stays disabled until SID and sender are filled.
    const save = page.getByRole("button", { name: "Credentials opslaan" });
    await expect(save).toBeDisabled();
    await page.getByLabel("Account SID").fill(accountSid);
    await expect(save).toBeDisabled();
    await page.getByLabel("WhatsApp Sender").fill("0612345678");
    await save.click();
    await expect(page.getByText("Vul alle velden in")).toBeVisible();
    await expect(page.getByText("Auth Token is verplicht in handmatige modus.")).toBeVisible();

    const token = page.getByLabel("Auth Token", { exact: true });
    await token.fill(authToken);
    await expect(token).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Auth Token tonen" }).click();
    await expect(token).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Auth Token verbergen" }).click();
    await expect(token).toHaveAttribute("type", "password");
    await save.click();
    await expect(page.getByText("Ongeldig nummer formaat")).toBeVisible();
    await expect(page.getByText("WhatsApp nummer moet in E.164 formaat zijn (bijv. +31612345678)")).toBeVisible();

    await page.getByLabel("WhatsApp Sender").fill(sender);
    await save.click();
    await expect(page.getByText("Credentials opgeslagen! ✅")).toBeVisible();
    await expect(page.getByTestId("connection-badge")).toHaveText("Actief");
    // The setup progress counts the connection at once (only that it exists is synced).
    await expect(page.getByTestId("setup-progress").getByText("Koppel WhatsApp: Voltooid")).toBeVisible();
    // The token is write-only: the field is empty again and stays empty after a reload.
    await expect(token).toHaveValue("");
    await expect(page.getByTestId("integration-status")).toContainText("Ready");
    await expect(page.getByText(/Laatst gecontroleerd: \d{1,2} \w+\.? \d{4}, \d{2}:\d{2}/)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("connection-badge")).toHaveText("Actief");
    await expect(page.getByLabel("Account SID")).toHaveValue(accountSid);
    await expect(page.getByLabel("Auth Token", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("WhatsApp Sender")).toHaveValue(sender);

    // The empty token field keeps the stored token: changing only the sender saves (QA finding
    // 10); another Account SID needs that account's token.
    await expect(page.getByText("Laat dit veld leeg om het te houden", { exact: false })).toBeVisible();
    const senderOf = async () =>
      (await sql`select whatsapp_sender from twilio_credentials where organization_id = ${org}`)[0]?.whatsapp_sender;
    await page.getByLabel("WhatsApp Sender").fill("+3197010008124");
    await save.click();
    await expect(page.getByText("Credentials opgeslagen! ✅")).toBeVisible();
    await expect.poll(senderOf).toBe("+3197010008124");
    await page.getByLabel("Account SID").fill(`AC${randomBytes(16).toString("hex")}`);
    await save.click();
    await expect(page.getByText("Auth Token is verplicht in handmatige modus.")).toBeVisible();
    await page.reload();
    await page.getByLabel("WhatsApp Sender").fill(sender);
    await save.click();
    await expect(page.getByText("Credentials opgeslagen! ✅")).toBeVisible();
    await expect.poll(senderOf).toBe(sender);
    await expect(page.getByLabel("Account SID")).toHaveValue(accountSid);

    // Webhooks: both URLs are the organisation's one endpoint, copyable.
    const hook = `${app.url}/api/webhooks/twilio/${org}`;
    await expect(page.getByLabel("Inkomende berichten webhook", { exact: true })).toHaveValue(hook);
    await expect(page.getByLabel("Status callback URL", { exact: true })).toHaveValue(hook);
    await page.getByRole("button", { name: "Kopieer Status callback URL" }).click();
    await expect(page.getByText("Gekopieerd!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(hook);
    await expect(page.getByRole("link", { name: "Open Twilio Console" })).toHaveAttribute(
      "href",
      "https://console.twilio.com",
    );

    // Test message: E.164 check, then it arrives at (fake) Twilio from the sender.
    const phone = page.getByLabel("Telefoonnummer");
    await expect(page.getByLabel("Bericht", { exact: true })).toHaveValue(/Hallo!/);
    await phone.fill("0612");
    await page.getByRole("button", { name: "Verstuur test bericht" }).click();
    await expect(page.getByText("Gebruik E.164 formaat (bijv. +31612345678)")).toBeVisible();
    await phone.fill("+31611112222");
    await page.getByRole("button", { name: "Verstuur test bericht" }).click();
    await expect(page.getByText("Test bericht verzonden! 📱")).toBeVisible();
    const fake = fakeTwilioOf(app.dataDir);
    const res = await fetch(`${fake}/_fake/messages?to=${encodeURIComponent("whatsapp:+31611112222")}`);
    const { messages } = (await res.json()) as { messages: FakeMessage[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ account_sid: accountSid, from: `whatsapp:${sender}` });
    expect(messages[0].body).toContain("Hallo!");
    // As real Twilio does, the launcher's fake reports it sent, delivered and read, live on the card.
    const lastTest = page.getByTestId("test-message-status");
    await expect(lastTest).toHaveAttribute("data-status", "read", { timeout: 15_000 });
    await expect(lastTest).toContainText("Laatste test naar +31611112222: Gelezen");
    // Twilio accepts a test to a number that has not written in 24 hours, then fails it
    // (63016): the card shows that, live, with what to do about it.
    await fetch(`${fake}/_fake/fail-later?to=${encodeURIComponent("+31611113333")}&code=63016`, { method: "POST" });
    await phone.fill("+31611113333");
    await page.getByRole("button", { name: "Verstuur test bericht" }).click();
    await expect(lastTest).toContainText("Laatste test naar +31611113333: Mislukt · Foutcode 63016");
    await expect(lastTest).toContainText(
      "Stuur vanaf +31611113333 eerst zelf een WhatsApp-bericht naar je WhatsApp-nummer en test daarna opnieuw (binnen 24 uur), of verstuur een template.",
    );

    // Subaccounts: create, search, suspend; usage for this month.
    await page.getByRole("button", { name: "Nieuw subaccount" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Aanmaken" }).click();
    await expect(page.getByText("Naam verplicht")).toBeVisible();
    await expect(page.getByText("Vul een Friendly Name in.")).toBeVisible();
    await dialog.getByLabel("Friendly Name").fill("Vestiging Utrecht");
    await dialog.getByRole("button", { name: "Aanmaken" }).click();
    await expect(page.getByText("Subaccount aangemaakt")).toBeVisible();
    await expect(page.getByText(/^SID: AC[0-9a-f]{32}$/)).toBeVisible();
    const row = page.getByTestId("subaccount").filter({ hasText: "Vestiging Utrecht" });
    await expect(row).toContainText("Actief");
    await page.getByLabel("Zoek op Friendly Name").fill("UTRECHT");
    await expect(row).toBeVisible();
    await page.getByLabel("Zoek op Friendly Name").fill("Rotterdam");
    await expect(page.getByText("Geen subaccounts gevonden.")).toBeVisible();
    await page.getByLabel("Zoek op Friendly Name").fill("");
    await row.getByRole("button", { name: "Acties voor Vestiging Utrecht" }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["Suspend", "Close"]);
    await page.getByRole("menuitem", { name: "Suspend" }).click();
    await expect(page.getByText("Status bijgewerkt")).toBeVisible();
    await expect(row).toContainText("Opgeschort");
    await row.getByRole("button", { name: "Acties voor Vestiging Utrecht" }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["Reactivate", "Close"]);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("usage-count")).toContainText("usage records for this month");

    // Templates (live through Zero): required fields, add, toggle, delete.
    const addTemplate = page.getByRole("button", { name: "Template toevoegen" });
    await addTemplate.click();
    await expect(page.getByText("Missing fields")).toBeVisible();
    await expect(page.getByText("Please fill in all required fields")).toBeVisible();
    await page.getByLabel("Naam", { exact: true }).fill("Welkom nieuwe medewerker");
    await page.getByLabel("Template SID").fill("HX1234567890abcdef");
    await page.getByLabel("Type", { exact: true }).selectOption("reminder");
    await page.getByLabel("Taal", { exact: true }).selectOption("en");
    // Its text and what fills each variable, so the inbox sends it filled in.
    await page.getByLabel("Tekst (optioneel)").fill("Hoi {{1}}, welkom bij {{2}}!");
    await expect(page.getByLabel("Variabele {{1}}")).toHaveValue("first_name");
    await page.getByLabel("Variabele {{2}}").selectOption({ label: "Naam organisatie" });
    await addTemplate.click();
    await expect(page.getByText("Template added")).toBeVisible();
    expect((await sql`select body, variables from whatsapp_templates where organization_id = ${org}`)[0]).toEqual({
      body: "Hoi {{1}}, welkom bij {{2}}!",
      variables: { "1": "first_name", "2": "organization_name" },
    });
    const template = page.getByTestId("template").filter({ hasText: "Welkom nieuwe medewerker" });
    await expect(template).toContainText("HX1234567890abcdef");
    await expect(template).toContainText("Herinnering");
    await template.getByRole("button", { name: /Active/ }).click();
    await expect(template.getByRole("button", { name: /Inactive/ })).toBeVisible();
    await expect
      .poll(
        async () => (await sql`select is_active from whatsapp_templates where organization_id = ${org}`)[0]?.is_active,
      )
      .toBe(false);
    await template.getByRole("button", { name: /Inactive/ }).click();
    await expect(template.getByRole("button", { name: /Active/ })).toHaveAttribute("aria-pressed", "true");
    await template.getByRole("button", { name: "Verwijder template Welkom nieuwe medewerker" }).click();
    await expect(page.getByText("Template deleted")).toBeVisible();
    await expect(template).toHaveCount(0);

    // On a phone, connected (webhook URLs, subaccounts, usage): nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Disconnect is offered in Ready only; the history stays, the credentials go.
    await page.getByRole("button", { name: "Verbinding verbreken" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verbinding verbreken" }).click();
    await expect(page.getByText("Verbinding verbroken")).toBeVisible();
    await expect(page.getByTestId("connection-badge")).toHaveText("Nog niet verbonden");
    await expect(page.getByTestId("integration-status")).toContainText("Awaiting Number");
    await expect(page.getByRole("button", { name: "Verbinding verbreken" })).toHaveCount(0);
    expect(await sql`select 1 from twilio_credentials where organization_id = ${org}`).toHaveLength(0);
    await expect(page.getByTestId("setup-progress").getByText("Koppel WhatsApp: Nog te doen")).toBeVisible();
  });

  test("members see the page read-only", async ({ page, sql }) => {
    const { email } = await signUp(page);
    await sql`update organization_members set role = 'member'
      where user_id = (select user_id from profiles where email = ${email})`;
    await page.goto("/dashboard/integrations/whatsapp");
    await expect(
      page.getByText("Alleen admins kunnen de WhatsApp koppeling wijzigen.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel("Account SID")).toBeDisabled();
    await expect(page.getByRole("button", { name: "Credentials opslaan" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Verstuur test bericht" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Template toevoegen" })).toBeDisabled();
    await expect(page.getByLabel("Inkomende berichten webhook", { exact: true })).toHaveValue(
      /\/api\/webhooks\/twilio\//,
    );
  });
});
