import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { connectFleksAndSyncEmployees } from "./fleks-setup.ts";

// A token revoked in Fleks: the sync's runs fail, and the Fleks page and the Apps overview
// say 'Sync mislukt' instead of 'Verbonden', live, until a run succeeds again.

let fake: FakeFleks;
test.beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 5, clients: 1, projects: 1, jobs: 1, shifts: 1 } });
});
test.afterAll(async () => {
  await fake?.stop();
});

test("a failing sync reads 'Sync mislukt' on the Fleks page and the Apps overview until it recovers", async ({
  page,
  app,
  sql,
}) => {
  test.setTimeout(120_000);
  const { org } = await signUpOwner(page, sql, { name: "Rik Roosters" });
  const ctx = { page, sql, appUrl: app.url, org };
  await connectFleksAndSyncEmployees(ctx, fake);
  const syncEmployees = async (status: string) => {
    const res = await page.request.post("/api/fleks/sync", {
      headers: { origin: app.url, "x-organization-id": org },
      data: { objects: ["employees"] },
    });
    const [runId] = ((await res.json()) as { runIds: string[] }).runIds;
    await expect
      .poll(async () => (await sql`select status from integration_sync_runs where id = ${runId ?? ""}`)[0]?.status, {
        timeout: 60_000,
      })
      .toBe(status);
  };
  await page.goto("/dashboard/fleks");
  await expect(page.getByTestId("fleks-badge")).toHaveText("Verbonden");

  fake.faults.unauthorized = true;
  await syncEmployees("failed");
  await expect(page.getByTestId("fleks-badge")).toHaveText("Sync mislukt");
  await page.goto("/dashboard/integrations");
  await expect(page.getByTestId("catalogue-fleks")).toContainText("Sync mislukt");
  await expect(page.getByTestId("integration-sync-failed")).toHaveText("Sync mislukt");

  fake.faults.unauthorized = false;
  await syncEmployees("succeeded");
  await expect(page.getByTestId("catalogue-fleks")).toContainText("Verbonden");
  await expect(page.getByTestId("integration-sync-failed")).toHaveCount(0);
});
