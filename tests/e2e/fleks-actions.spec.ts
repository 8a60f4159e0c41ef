import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

// The Actions tab against the fake Fleks API: a dry-run sync and a dry-run import show what
// they would do and store nothing; then the real sync and import, and the imported people in
// Medewerkers, where the one without a phone is still listed as not imported.

let fake: FakeFleks;
test.beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 8, clients: 2, projects: 2, jobs: 4, shifts: 6 } });
  for (const e of fake.data.employees) e.status = "active";
  fake.touch("employees", 1, 0, { phoneNumber: null });
});
test.afterAll(async () => {
  await fake?.stop();
});

test("dry-runs show their would-be changes; importing from the Actions tab fills Medewerkers", async ({
  page,
  sql,
}) => {
  test.setTimeout(180_000);
  const { org } = await signUpOwner(page, sql, { name: "Ilse Import" });
  await page.goto("/dashboard/fleks");
  await page.getByLabel("Base URL").fill(fake.baseUrl);
  await page.getByLabel("API token").fill(fake.apiKey);
  await page.getByRole("button", { name: "Valideer" }).click();
  await expect(page.getByTestId("fleks-validation")).toContainText("Verbinding succesvol");
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Configuratie opgeslagen")).toBeVisible();
  await sql`update integration_sync_objects set next_run_at = now() + interval '1 day' where organization_id = ${org}`;
  const count = async (table: string) =>
    Number((await sql`select count(*)::int as n from ${sql(table)} where organization_id = ${org}`)[0]?.n);

  await page.getByRole("tab", { name: "Actions" }).click();
  const syncCard = page.getByTestId("fleks-action-sync");
  // A dry-run sync (the default): what would be created, nothing stored.
  await syncCard.getByRole("button", { name: "Synchronisatie starten" }).click();
  await expect(syncCard.getByTestId("fleks-action-run")).toHaveAttribute("data-status", "succeeded", {
    timeout: 60_000,
  });
  await expect(syncCard.getByTestId("fleks-action-run").getByText("dry-run", { exact: true })).toBeVisible();
  await expect(syncCard.getByTestId("fleks-run-changes").locator('[data-action="create"]')).toHaveCount(8);
  expect(await count("fleks_employees")).toBe(0);
  // Now for real.
  await syncCard.getByLabel("Dry-run (niets opslaan, niets versturen)").click();
  await syncCard.getByRole("button", { name: "Synchronisatie starten" }).click();
  // The dry-run's toast may still be showing: the newest is this run's.
  await expect(page.getByText("Actie voltooid").last()).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => count("fleks_employees")).toBe(8);

  // A dry-run import: who would be created and welcomed, the one without phone skipped.
  const importCard = page.getByTestId("fleks-action-import");
  await importCard.getByLabel("Dry-run (niets opslaan, niets versturen)").click();
  await importCard.getByRole("button", { name: "Importeren" }).click();
  await expect(importCard.getByTestId("fleks-action-outcome")).toHaveText(
    "Dry-run, niets opgeslagen of verstuurd. Zou doen: 7 aangemaakt, 0 bijgewerkt, 0 ongewijzigd, 1 overgeslagen",
    { timeout: 60_000 },
  );
  const changes = importCard.getByTestId("fleks-run-changes");
  await expect(changes.locator('[data-action="welcome"]')).toHaveCount(7);
  await expect(changes.locator('[data-action="skip"]')).toContainText("Geen telefoonnummer");
  expect(await count("employees")).toBe(0);

  // The real import, its toast with the counts, and the people in Medewerkers.
  await importCard.getByLabel("Dry-run (niets opslaan, niets versturen)").click();
  await importCard.getByRole("button", { name: "Importeren" }).click();
  await expect(page.getByText("7 aangemaakt, 0 bijgewerkt, 0 ongewijzigd, 1 overgeslagen").first()).toBeVisible({
    timeout: 60_000,
  });
  await page.getByRole("tab", { name: "Monitor" }).click();
  await expect(page.getByTestId("fleks-run-kind").filter({ hasText: "Import" })).toHaveCount(2);

  // Backfill from a day picked in the Dutch calendar (weeks from Monday).
  await page.getByRole("tab", { name: "Actions" }).click();
  const backfill = page.getByTestId("fleks-action-backfill");
  await backfill.getByLabel("Vanaf").click();
  await expect(page.getByRole("dialog").locator("thead th").first()).toHaveText("ma");
  await page.getByRole("button", { name: "Vorige maand" }).click();
  await page.getByRole("button", { name: /^1 / }).click();
  await expect(backfill.getByLabel("Vanaf")).toContainText(/^1 /);
  await backfill.getByRole("button", { name: "Backfill starten" }).click();
  await expect(backfill.getByTestId("fleks-action-run")).toHaveAttribute("data-status", "succeeded", {
    timeout: 60_000,
  });
  const [{ trigger }] = await sql`select trigger from integration_sync_runs where organization_id = ${org}
    and object = 'shifts' order by created_at desc limit 1`;
  expect(trigger).toBe("backfill");

  await page.goto("/dashboard/settings?tab=employees");
  await expect(page.getByTestId("employee-row")).toHaveCount(7);
  // The one left out has no phone: nothing waits, and it is listed apart with its reason.
  await expect(page.getByTestId("platform-employees-count")).toHaveText(
    "Iedereen die geïmporteerd kan worden, is geïmporteerd.",
  );
  await expect(page.getByTestId("platform-employee")).toHaveCount(0);
  await expect(page.getByTestId("platform-employee-blocked")).toHaveCount(1);
  await expect(page.getByTestId("platform-employee-blocked")).toContainText("Geen telefoonnummer");

  // Editing an employee that came from Fleks while employees are pulled: the dialog warns that
  // the next import writes Fleks' name, phone and e-mail over the edit.
  const first = page.getByTestId("employee-row").first();
  const name = ((await first.locator("td").first().textContent()) ?? "").trim();
  await first.getByRole("button", { name: `${name} bewerken` }).click();
  const notice = page.getByRole("dialog").getByTestId("employee-fleks-notice");
  await expect(notice).toHaveText(
    "Deze medewerker komt uit Fleks: naam, telefoon en e-mail worden weer overgenomen uit Fleks zodra ze daar wijzigen of bij de volgende import. Wijzig ze in Fleks.",
  );
  // Editing a linked employee in Medewerkers sends the new contact details back to Fleks
  // once employees are set to Bi-directional; the dialog follows the setting live.
  await sql`update integration_sync_objects set direction = 'bidi' where organization_id = ${org} and object = 'employees'`;
  await expect(notice).toContainText("wijzigingen in naam, telefoon en e-mail worden ook naar Fleks gestuurd");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await first.getByRole("button", { name: `${name} bewerken` }).click();
  await expect(notice).toContainText("ook naar Fleks gestuurd");
  await page.getByLabel("E-mailadres").fill("nieuw.adres@voorbeeld.nl");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Medewerker bijgewerkt")).toBeVisible();
  await expect.poll(() => fake.received.map((w) => w.body.email)).toContain("nieuw.adres@voorbeeld.nl");
});
