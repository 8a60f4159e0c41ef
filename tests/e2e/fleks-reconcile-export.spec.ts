import { readFile } from "node:fs/promises";
import { exportColumns } from "../../server/fleks/actions/synced-csv-lines.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { connectFleksAndSyncEmployees } from "./fleks-setup.ts";

// The Actions tab's Reconciliëren and Exporteren against the fake Fleks API: a record
// removed in Fleks shows up in the reconcile's diff and its imported employee turns
// inactive; the CSV download holds exactly the synced rows under the export's header; once
// the record is back in Fleks, the next reconcile lists it as restored. The activity log
// shows each action with its counts.

const DRY_RUN = "Dry-run (niets opslaan, niets versturen)";
let fake: FakeFleks;
test.beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 6, clients: 2, projects: 2, jobs: 2, shifts: 2 } });
  for (const e of fake.data.employees) e.status = "active";
});
test.afterAll(async () => {
  await fake?.stop();
});

test("reconcile shows the removed record and deactivates its employee; export downloads the synced rows", async ({
  page,
  app,
  sql,
}) => {
  test.setTimeout(180_000);
  const { org } = await signUpOwner(page, sql, { name: "Rik Reconcile" });
  const count = async (table: string) =>
    Number((await sql`select count(*)::int as n from ${sql(table)} where organization_id = ${org}`)[0]?.n);

  // Synced (Setup and the Actions sync card have specs of their own) and imported for real,
  // so one of them can go missing upstream.
  await connectFleksAndSyncEmployees({ page, sql, appUrl: app.url, org }, fake);
  expect(await count("fleks_employees")).toBe(6);
  await page.goto("/dashboard/fleks");
  await page.getByRole("tab", { name: "Actions" }).click();
  const importCard = page.getByTestId("fleks-action-import");
  await importCard.getByRole("button", { name: "Importeren" }).click();
  await expect(importCard.getByTestId("fleks-action-outcome")).toContainText("6 aangemaakt", { timeout: 60_000 });

  const [gone] = fake.remove("employees", 1, 0);
  const goneId = String(gone?.uuid);
  const goneName = `${gone?.firstName} ${gone?.lastName}`;
  const reconcileCard = page.getByTestId("fleks-action-reconcile");
  await reconcileCard.getByLabel(DRY_RUN).click();
  await reconcileCard.getByRole("button", { name: "Reconciliëren" }).click();
  const run = reconcileCard.getByTestId("fleks-action-run");
  await expect(run).toHaveAttribute("data-status", "succeeded", { timeout: 60_000 });
  await expect(reconcileCard.getByTestId("fleks-action-outcome")).toHaveText("1 records als verwijderd gemarkeerd");
  // The diff: the Fleks record and the product employee linked to it, both by name.
  const deactivated = reconcileCard.getByTestId("fleks-run-changes").locator('[data-action="deactivate"]');
  await expect(deactivated).toHaveCount(2);
  for (const line of await deactivated.all()) await expect(line).toContainText(goneName);
  const [employee] =
    await sql`select is_active from employees where organization_id = ${org} and external_id = ${goneId}`;
  expect(employee?.is_active).toBe(false);
  expect(await sql`select 1 from employees where organization_id = ${org} and is_active`).toHaveLength(5);
  const [stored] =
    await sql`select deleted_at from fleks_employees where organization_id = ${org} and uuid = ${goneId}`;
  expect(stored?.deleted_at).not.toBeNull();

  // Export: the CSV holds every stored row (the one marked deleted included, with its date).
  const exportCard = page.getByTestId("fleks-action-export");
  const downloading = page.waitForEvent("download");
  await exportCard.getByRole("button", { name: "CSV downloaden" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fleks-employees-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  const lines = text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
  expect(lines[0]).toBe(exportColumns("employees").join(";"));
  expect(lines.length - 1).toBe(await count("fleks_employees"));
  expect(lines.filter((l) => l.includes(goneId))).toHaveLength(1);

  // The record comes back in Fleks: the next reconcile lists it as restored and unmarks it.
  if (gone) fake.data.employees.push(gone);
  await reconcileCard.getByRole("button", { name: "Reconciliëren" }).click();
  await expect(reconcileCard.getByTestId("fleks-action-outcome")).toHaveText(
    "0 records als verwijderd gemarkeerd, 1 hersteld",
    { timeout: 60_000 },
  );
  const restored = reconcileCard.getByTestId("fleks-run-changes").locator('[data-action="restore"]');
  await expect(restored).toHaveCount(1);
  await expect(restored).toContainText("Herstellen");
  await expect(restored).toContainText(goneName);
  const [back] = await sql`select deleted_at from fleks_employees where organization_id = ${org} and uuid = ${goneId}`;
  expect(back?.deleted_at).toBeNull();

  // Each action is in the activity log with what it did and who did it; the export first of all.
  await page.goto("/dashboard/settings?tab=privacy");
  const log = page.getByTestId("activity-log");
  const entry = (kind: string) => log.getByRole("listitem").filter({ hasText: kind });
  const imported = entry("Medewerkers geïmporteerd uit Fleks");
  await expect(imported).toContainText("door Rik Reconcile");
  await expect(imported.getByTestId("activity-detail")).toHaveText(
    "6 aangemaakt, 0 bijgewerkt, 0 ongewijzigd, 0 overgeslagen",
  );
  await expect(entry("Fleks-gegevens gedownload (CSV)")).toContainText("Medewerkers: 6 rijen gedownload");
  await expect(entry("Fleks gereconcilieerd").first()).toContainText(
    "Medewerkers: 0 als verwijderd gemarkeerd, 1 hersteld",
  );
  await page.getByLabel("Filter op actie").selectOption({ label: "Fleks-gegevens gedownload (CSV)" });
  await expect(log.getByRole("listitem")).toHaveCount(1);
});
