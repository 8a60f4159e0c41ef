import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { connectFleksAndSyncEmployees } from "./fleks-setup.ts";

// Medewerkers lists the Fleks employees not imported yet: importing one moves that person
// into the employees list and the count down by one; 'Alles importeren' brings the rest. The
// Fleks page says how many wait and leads to Actions until none do.

let fake: FakeFleks;
test.beforeAll(async () => {
  fake = await startFakeFleks({ sizes: { employees: 12, clients: 1, projects: 1, jobs: 1, shifts: 1 }, seed: 1718 });
  for (const e of fake.data.employees) e.status = "active";
});
test.afterAll(async () => {
  await fake?.stop();
});

test("Medewerkers imports one platform employee, then all the others", async ({ page, app, sql }) => {
  test.setTimeout(120_000);
  const { org } = await signUpOwner(page, sql, { name: "Paula Platform" });
  await connectFleksAndSyncEmployees({ page, sql, appUrl: app.url, org }, fake);

  // The Fleks page says so after the sync, and leads to the import.
  await page.goto("/dashboard/fleks?tab=monitor");
  const notice = page.getByTestId("fleks-not-imported");
  await expect(notice).toContainText("12 medewerkers uit Fleks zijn nog niet geïmporteerd.");
  await notice.getByRole("button", { name: "Naar Actions → Importeren" }).click();
  await expect(page).toHaveURL(/tab=actions/);
  await expect(page.getByRole("tab", { name: "Actions" })).toHaveAttribute("aria-selected", "true");
  await expect(notice.getByRole("button")).toHaveCount(0);

  // What reaches the browser: the ten the card shows, not every platform employee.
  const uuids = new Set(fake.data.employees.map((e) => String(e.uuid)));
  const received = new Set<string>();
  page.on("websocket", (ws) =>
    ws.on("framereceived", ({ payload }) => {
      const text = typeof payload === "string" ? payload : payload.toString("utf8");
      for (const uuid of uuids) if (text.includes(uuid)) received.add(uuid);
    }),
  );
  await page.goto("/dashboard/settings?tab=employees");
  const count = page.getByTestId("platform-employees-count");
  await expect(count).toHaveText("12 medewerkers uit Fleks staan nog niet in Medewerkers.");
  // The first ten, then all of them on request, each with its own import.
  await expect(page.getByTestId("platform-employee")).toHaveCount(10);
  expect(received.size).toBe(10);
  await page.getByRole("button", { name: "Toon alle 12" }).click();
  await expect(page.getByTestId("platform-employee")).toHaveCount(12);
  await expect(page.getByTestId("employee-row")).toHaveCount(0);

  const first = page.getByTestId("platform-employee").last();
  const name = ((await first.locator("span").first().textContent()) ?? "").trim();
  expect(name).not.toBe("");
  await first.getByRole("button", { name: "Importeren" }).click();
  await expect(page.getByTestId("employee-row")).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId("employee-row").first()).toContainText(name);
  await expect(count).toHaveText("11 medewerkers uit Fleks staan nog niet in Medewerkers.");
  await expect(page.getByTestId("platform-employee").filter({ hasText: name })).toHaveCount(0);

  await page.getByRole("button", { name: "Alles importeren" }).click();
  await expect(page.getByTestId("employee-row")).toHaveCount(12, { timeout: 60_000 });
  await expect(count).toHaveText("Alle medewerkers uit Fleks zijn geïmporteerd.");
  await expect(page.getByTestId("platform-employee")).toHaveCount(0);
  await page.goto("/dashboard/fleks?tab=monitor");
  await expect(page.getByRole("tab", { name: "Monitor" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("fleks-not-imported")).toHaveCount(0);
  const linked = await sql`select count(*)::int as n from employees
    where organization_id = ${org} and external_source = 'fleks'`;
  expect(linked[0]?.n).toBe(12);
});
