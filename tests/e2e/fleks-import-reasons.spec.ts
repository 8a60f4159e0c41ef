import { nl } from "../../common/i18n/nl.ts";
import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { connectFleksAndSyncEmployees } from "./fleks-setup.ts";

// Medewerkers says why the import left someone out (two Fleks employees sharing a number:
// both, each with the reason, apart from and not counted with the ones waiting) and, when details changed in Fleks without being pulled, how
// many, with one click to import them.

let fake: FakeFleks;
test.beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 3, clients: 1, projects: 1, jobs: 1, shifts: 1 }, seed: 1719 });
  const people = [
    ["Bram", "06 11110003"],
    ["Sanne", "+31 6 11110003"],
    ["Fleur", "06 11110009"],
  ];
  for (const [i, e] of fake.data.employees.entries())
    Object.assign(e, { firstName: people[i][0], lastName: "Test", phoneNumber: people[i][1], status: "active" });
});
test.afterAll(async () => {
  await fake?.stop();
});

test("Medewerkers shows why a shared number was not imported, and Fleks's changes to import", async ({
  page,
  app,
  sql,
}) => {
  test.setTimeout(120_000);
  const { org } = await signUpOwner(page, sql, { name: "Rita Reden" });
  await connectFleksAndSyncEmployees({ page, sql, appUrl: app.url, org }, fake);
  await page.goto("/dashboard/settings?tab=employees");
  await page.getByRole("button", { name: "Alles importeren" }).click();
  await expect(page.getByTestId("employee-row")).toHaveCount(1, { timeout: 60_000 });
  // Left out, they are no longer counted as waiting (nor promised by 'Alles importeren'): listed apart, with the reason.
  await expect(page.getByTestId("platform-employees-count")).toHaveText(nl.fleksActions.platformAllImportable);
  await expect(page.getByRole("button", { name: nl.fleksActions.importAll })).toHaveCount(0);
  const apart = page.getByTestId("platform-employees-not-importable");
  await expect(apart).toContainText(nl.fleksActions.notImportableTitle(2));
  for (const name of ["Bram", "Sanne"])
    await expect(apart.getByTestId("platform-employee-blocked").filter({ hasText: name })).toContainText(
      nl.fleksActions.duplicatePhone,
    );

  // A new number stored from Fleks while employees are not pulled: it waits for the import.
  await sql`update integration_sync_objects set direction = 'push' where organization_id = ${org} and object = 'employees'`;
  await sql`update fleks_employees set phone = '+31611119999' where organization_id = ${org} and first_name = 'Fleur'`;
  const changed = page.getByTestId("platform-employees-changed");
  await expect(changed).toContainText(nl.fleksActions.changedInFleks(1));
  await changed.getByRole("button", { name: nl.fleksActions.importChanges }).click();
  await expect(changed).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId("employee-row").first()).toContainText("+31 6 1111 9999");
});
