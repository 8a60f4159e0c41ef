import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { fleksWebhookSender } from "../fakes/fleks/webhook-sender.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

// The Webhooks tab in the browser: webhooks switched on for shifts in the Sync tab; create,
// reveal and rotate the signing secret, then the fake Fleks' sender posts a signed delivery
// to the URL the tab shows and it appears live in the deliveries table with the sync it
// caused; its payload opens in a dialog; after 'Vorige nu intrekken' the old secret is
// refused and that attempt shows up too.

let fake: FakeFleks;
test.beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 10, clients: 2, projects: 2, jobs: 5, shifts: 20 } });
});
test.afterAll(async () => {
  await fake?.stop();
});

test("rotate and reveal the secret, see a signed delivery arrive live, open its payload", async ({
  page,
  sql,
  app,
}) => {
  test.setTimeout(120_000);
  const { org } = await signUpOwner(page, sql, { name: "Wendy Webhook" });
  const saved = await page.request.put("/api/fleks/connection", {
    headers: { "x-organization-id": org, origin: app.url },
    data: { baseUrl: fake.baseUrl, token: fake.apiKey, environment: "production" },
  });
  expect(saved.ok()).toBe(true);
  // Keep the scheduler's runs away.
  await sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${org}`;
  // Webhooks on for shifts only, with the switch in the Sync tab.
  const webhooksOn = async (object: string) =>
    (
      await sql`select use_webhooks from integration_sync_objects where organization_id = ${org} and object = ${object}`
    )[0]?.use_webhooks;
  await page.goto("/dashboard/fleks?tab=sync");
  const shiftsWebhooks = page.getByTestId("fleks-sync-shifts").getByRole("switch", { name: "Webhooks: Diensten" });
  await expect(shiftsWebhooks).not.toBeChecked();
  await shiftsWebhooks.click();
  await expect(shiftsWebhooks).toBeChecked();
  await expect.poll(() => webhooksOn("shifts")).toBe(true);
  expect(await webhooksOn("jobs")).toBe(false);
  await page.getByRole("tab", { name: "Webhooks" }).click();

  await page.getByRole("button", { name: "Geheim aanmaken" }).click();
  await expect(page.getByText("Geheim aangemaakt")).toBeVisible();
  const secretField = page.getByTestId("fleks-webhook-secret");
  await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9+/=]{44}$/);
  const first = await secretField.inputValue();
  await page.getByRole("button", { name: "Verbergen" }).click();
  await expect(secretField).toHaveValue(/^whsec_•+$/);
  await page.getByRole("button", { name: "Tonen" }).click();
  await expect(secretField).toHaveValue(first);

  // Rotate behind a confirmation: a new secret, the old one valid for 24 more hours.
  await page.getByRole("button", { name: "Roteren" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Roteren" }).click();
  await expect(page.getByText("Nieuw geheim aangemaakt")).toBeVisible();
  await expect(page.getByTestId("fleks-webhook-previous")).toContainText("Vorige geheim geldig tot");
  await expect(secretField).not.toHaveValue(first);
  const second = await secretField.inputValue();
  expect(second).toMatch(/^whsec_/);

  // A delivery signed with the new secret, sent over HTTP to the URL the tab shows.
  const url = await page.getByRole("textbox", { name: "Endpoint URL" }).inputValue();
  expect(url).toMatch(/\/api\/webhooks\/fleks\/[0-9a-f-]{36}$/);
  const sent = await fleksWebhookSender(url, second).send({
    type: "shift.updated",
    data: { id: fake.data.shifts[0]?.id, note: "via e2e" },
  });
  expect(sent.status).toBe(200);
  const row = page.getByTestId("fleks-delivery").filter({ hasText: sent.id });
  await expect(row).toContainText("shift.updated");
  await expect(row.locator("[data-status=ok]")).toBeVisible();
  await expect(row).toContainText("Diensten");
  await expect(row.locator("[data-status=succeeded]")).toBeVisible({ timeout: 30_000 });

  await row.getByRole("button", { name: "Inhoud" }).click();
  await expect(page.getByTestId("fleks-delivery-payload")).toContainText('"note": "via e2e"');
  await expect(page.getByTestId("fleks-delivery-payload")).toContainText(String(fake.data.shifts[0]?.id));
  await page.keyboard.press("Escape");
  // 'Opnieuw verwerken': the delivery's object is synced again and the row says so.
  await row.getByRole("button", { name: "Opnieuw verwerken" }).click();
  await expect(page.getByText("Synchronisatie gestart")).toBeVisible();
  await expect(row).toContainText("(Opnieuw verwerkt)");

  // Revoke the previous secret: a delivery signed with it is refused and recorded as such.
  await page.getByRole("button", { name: "Vorige nu intrekken" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Vorige nu intrekken" }).click();
  await expect(page.getByText("Vorige geheim ingetrokken")).toBeVisible();
  await expect(page.getByTestId("fleks-webhook-previous")).toHaveCount(0);
  const refused = await fleksWebhookSender(url, first).send({ type: "shift.updated", data: { id: "x" } });
  expect(refused.status).toBe(401);
  await expect(
    page.getByTestId("fleks-delivery").filter({ hasText: refused.id }).locator("[data-status=bad_signature]"),
  ).toBeVisible();

  // On a phone the page does not scroll sideways: the deliveries table scrolls in its own box.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId("fleks-delivery").first()).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
});

test("members see the endpoint and the rotation state read-only, and no deliveries", async ({ page, sql }) => {
  const { org } = await signUpOwner(page, sql, { name: "Lars Lid" });
  await sql`update organization_members set role = 'member' where organization_id = ${org}`;
  const integrationId = crypto.randomUUID();
  await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
    values (${integrationId}, ${org}, 'Fleks', 'staffing', 'Fleks', 'http://127.0.0.1:9/api/v1', 'versleuteld')`;
  await sql`insert into integration_webhook_endpoints (id, organization_id, integration_id, secret_encrypted,
      previous_secret_encrypted, previous_valid_until, rotated_at)
    values (${crypto.randomUUID()}, ${org}, ${integrationId}, 'versleuteld', 'oud', now() + interval '20 hours', now())`;
  await sql`insert into integration_webhook_deliveries (id, organization_id, integration_id, webhook_id, event_type, object, status)
    values (${crypto.randomUUID()}, ${org}, ${integrationId}, 'msg_lid_ziet_dit_niet', 'shift.updated', 'shifts', 'ok')`;
  await page.goto("/dashboard/fleks?tab=webhooks");
  await expect(page.getByRole("textbox", { name: "Endpoint URL" })).toHaveValue(
    new RegExp(`/api/webhooks/fleks/${integrationId}$`),
  );
  await expect(page.getByTestId("fleks-webhook-secret")).toHaveValue(/^whsec_•+$/);
  await expect(page.getByRole("button", { name: "Tonen" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Roteren" })).toBeDisabled();
  await expect(page.getByTestId("fleks-webhook-previous")).toContainText("Vorige geheim geldig tot");
  await expect(page.getByRole("button", { name: "Vorige nu intrekken" })).toHaveCount(0);
  await expect(page.getByText("Alleen admins zien de leveringen en hun inhoud.")).toBeVisible();
  await expect(page.getByText("msg_lid_ziet_dit_niet")).toHaveCount(0);
});
