import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { connectFleksAndSyncEmployees } from "./fleks-setup.ts";

// A token revoked in Fleks fails every object of 'Alles synchroniseren' for the same reason:
// the toast says that reason once, naming the objects, not five times behind "… sync failed:".

let fake: FakeFleks;
test.beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 5, clients: 1, projects: 1, jobs: 1, shifts: 1 } });
});
test.afterAll(async () => {
  await fake?.stop();
});

test("'Alles synchroniseren' with a refused token says the reason once, naming the objects", async ({
  page,
  app,
  sql,
}) => {
  test.setTimeout(120_000);
  const { org } = await signUpOwner(page, sql, { name: "Rosa Refus" });
  await connectFleksAndSyncEmployees({ page, sql, appUrl: app.url, org }, fake);
  fake.faults.unauthorized = true;

  await page.goto("/dashboard/fleks");
  await page.getByRole("tab", { name: "Sync" }).click();
  await page.getByRole("button", { name: "Alles synchroniseren" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Synchronisatie mislukt" });
  await expect(toast).toContainText(
    "Medewerkers, Klanten, Projecten, Opdrachten en Diensten: Fleks weigert het token: controleer het API-token.",
    { timeout: 60_000 },
  );
  await expect(toast).not.toContainText("sync failed");
});
