import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

// The whole Fleks path in the browser against the Fleks-compatible fake on loopback: Setup
// (401, 429 and success, save, stored token), Test, 'Nu synchroniseren' with its toast,
// Monitor, one object failing while the others succeed, the mapping preview with a required
// field missing, and disconnecting (synced rows stay).

let fake: FakeFleks;
test.beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 30, clients: 8, projects: 8, jobs: 20, shifts: 60 } });
});
test.afterAll(async () => {
  await fake?.stop();
});

test("Setup → Test → Sync now → Monitor against the fake Fleks API", async ({ page, sql }) => {
  test.setTimeout(180_000);
  const { org } = await signUpOwner(page, sql, { name: "Sanne Sync" });
  await page.goto("/dashboard/fleks");
  await expect(page.getByTestId("fleks-badge")).toHaveText("Niet verbonden");

  // Setup: a wrong key is a 401, a busy API a 429, the right key succeeds; only then Save.
  await page.getByLabel("Base URL").fill(fake.baseUrl);
  await page.getByLabel("API token").fill("verkeerde-sleutel-0000");
  const validate = page.getByRole("button", { name: "Valideer" });
  const save = page.getByRole("button", { name: "Opslaan", exact: true });
  await validate.click();
  await expect(page.getByTestId("fleks-validation")).toContainText("Verbinding mislukt");
  await expect(page.getByTestId("fleks-validation")).toContainText("Fleks weigert het token");
  await expect(save).toBeDisabled();
  await page.getByLabel("API token").fill(fake.apiKey);
  fake.faults.rateLimit = { times: 1, retryAfterSeconds: 1 };
  await validate.click();
  await expect(page.getByTestId("fleks-validation")).toContainText("Rate limit exceeded");
  await expect(save).toBeDisabled();
  await validate.click();
  await expect(page.getByTestId("fleks-validation")).toContainText("Verbinding succesvol");
  await expect(page.getByTestId("fleks-validation")).toContainText("30 medewerkers gevonden");
  await expect(save).toBeEnabled();
  // Editing a field asks for a new validation.
  await page.getByLabel("Omgeving").selectOption("sandbox");
  await expect(save).toBeDisabled();
  await page.getByLabel("Omgeving").selectOption("production");
  await validate.click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Configuratie opgeslagen")).toBeVisible();
  // A first save makes every object due at once, so the per-minute dispatcher would start its
  // own runs beside the ones this test starts and counts; push the schedule out of the way.
  await sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${org}`;
  await expect(page.getByTestId("fleks-badge")).toHaveText("Verbonden");
  await expect(save).toBeDisabled();
  await expect(page.getByLabel("API token")).toHaveValue("");
  await expect(page.getByText("Er is een token opgeslagen.", { exact: false })).toBeVisible();
  const [stored] =
    await sql`select api_endpoint, api_key_encrypted from external_integrations where organization_id = ${org}`;
  expect(stored.api_endpoint).toBe(fake.baseUrl);
  expect(stored.api_key_encrypted).not.toContain(fake.apiKey);

  // Test: every endpoint with its count, total and first two records; the details card.
  await page.getByRole("tab", { name: "Test" }).click();
  await page.getByRole("button", { name: "Test alles" }).click();
  for (const object of ["employees", "clients", "projects", "jobs", "shifts"]) {
    await expect(page.getByTestId(`fleks-test-${object}`)).toContainText("Geslaagd", { timeout: 20_000 });
  }
  await expect(page.getByTestId("fleks-test-employees")).toContainText("5 records opgehaald, 30 in totaal");
  await expect(page.getByTestId("fleks-details")).toContainText(fake.baseUrl);

  // The dispatcher may still have caught the first save's due objects before the update
  // above (on a slow machine it did: ten runs in the Monitor); those end first and are counted.
  await expect
    .poll(
      async () =>
        (
          await sql`select count(*)::int as n from integration_sync_runs
            where organization_id = ${org} and status in ('queued', 'running')`
        )[0].n,
      { timeout: 60_000 },
    )
    .toBe(0);
  const [{ n: scheduled }] =
    await sql`select count(*)::int as n from integration_sync_runs where organization_id = ${org}`;

  // Sync now: the toast comes from the runs' rows once all have ended.
  await page.getByRole("tab", { name: "Sync" }).click();
  await expect(page.getByTestId("fleks-sync-shifts").getByLabel("Richting: Diensten")).toHaveValue("bidi");
  await page.getByRole("button", { name: "Alles synchroniseren" }).click();
  await expect(page.getByText("Synchronisatie succesvol")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("fleks-last-sync")).toContainText("Geslaagd");
  const [{ n }] = await sql`select count(*)::int as n from fleks_employees where organization_id = ${org}`;
  expect(n).toBeGreaterThan(0);

  // Monitor: five runs more, all succeeded.
  await page.getByRole("tab", { name: "Monitor" }).click();
  await expect(page.getByTestId("fleks-run")).toHaveCount(scheduled + 5);
  await expect(page.getByTestId("fleks-run").filter({ has: page.locator('[data-status="succeeded"]') })).toHaveCount(
    scheduled + 5,
  );
  await expect(page.getByTestId("fleks-monitor-card").nth(1)).toContainText("100%");

  // One object failing while the others succeed.
  fake.faults.brokenObject = "jobs";
  await page.getByRole("tab", { name: "Sync" }).click();
  await page.getByRole("button", { name: "Alles synchroniseren" }).click();
  await expect(page.getByText("Synchronisatie voltooid met fouten")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText("Jobs sync failed:", { exact: false }).first()).toBeVisible();
  // The Sync tab says why beside the failed object, not only 'mislukt'.
  await expect(page.getByTestId("fleks-sync-jobs").locator('[data-status="failed"]')).toBeVisible();
  await expect(page.getByTestId("fleks-sync-jobs").getByTestId("fleks-run-reason")).toContainText("Jobs sync failed:");
  await expect(page.getByTestId("fleks-sync-clients").getByTestId("fleks-run-reason")).toHaveCount(0);
  fake.faults.brokenObject = undefined;
  await page.getByRole("tab", { name: "Monitor" }).click();
  const failedRun = page.getByTestId("fleks-run").filter({ has: page.locator('[data-status="failed"]') });
  await expect(failedRun).toHaveCount(1);
  await failedRun.getByRole("button", { name: "Details" }).click();
  await expect(page.getByRole("dialog")).toContainText("Jobs sync failed:");
  await page.keyboard.press("Escape");
});

test("mapping preview shows the record before and after, with a required field missing", async ({ page, sql }) => {
  test.setTimeout(120_000);
  await signUpOwner(page, sql, { name: "Peter Preview" });
  await page.goto("/dashboard/fleks");
  await page.getByLabel("Base URL").fill(fake.baseUrl);
  await page.getByLabel("API token").fill(fake.apiKey);
  await page.getByRole("button", { name: "Valideer" }).click();
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByTestId("fleks-badge")).toHaveText("Verbonden");

  await page.getByRole("tab", { name: "Mappings" }).click();
  await expect(page.getByTestId("fleks-mapping-row").first()).toBeVisible();
  await page.getByRole("button", { name: "Voorbeeld laden" }).click();
  const preview = page.getByTestId("fleks-preview");
  await expect(preview).toContainText("Fleks record");
  await expect(preview).toContainText("externalId");
  await expect(preview.getByRole("alert")).toHaveCount(0);

  // A required field the record does not have is marked.
  await page.getByRole("button", { name: "Veld toevoegen" }).click();
  const n = await page.getByTestId("fleks-mapping-row").count();
  await page.getByLabel(`Bronveld ${n}`, { exact: true }).fill("bestaatNiet");
  await page.getByLabel(`Doelveld ${n}`, { exact: true }).fill("verplichtVeld");
  await page.getByLabel(`Verplicht ${n}`, { exact: true }).check();
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Mappings opgeslagen")).toBeVisible();
  await page.getByRole("button", { name: "Voorbeeld laden" }).click();
  await expect(preview.getByRole("alert")).toContainText("Verplichte velden ontbreken: verplichtVeld");

  // Disconnect keeps what was synced.
  await page.getByRole("tab", { name: "Setup" }).click();
  await page.getByRole("button", { name: "Verbinding verbreken" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verbreken" }).click();
  await expect(page.getByText("Verbinding verbroken")).toBeVisible();
  await expect(page.getByTestId("fleks-badge")).toHaveText("Niet verbonden");
  await expect(page.getByRole("button", { name: "Verbinding verbreken" })).toHaveCount(0);
  // The Sync tab then asks to set Fleks up again, as the other tabs do.
  await page.getByRole("tab", { name: "Sync" }).click();
  await expect(page.getByText("Fleks is nog niet ingesteld.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Naar Setup" }).click();
  await expect(page.getByRole("tab", { name: "Setup" })).toHaveAttribute("aria-selected", "true");
});
