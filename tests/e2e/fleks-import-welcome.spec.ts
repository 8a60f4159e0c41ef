import { type FakeFleks, startFakeFleks } from "../fakes/fleks/fake-fleks-server.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { connectFleksAndSyncEmployees, fakeTwilioMessages, setUpWelcomeTemplate } from "./fleks-setup.ts";

// Importing from the Actions tab with 'Welkomstbericht sturen na import' on: each imported
// employee gets the approved welcome template, filled with their first name, at the fake
// Twilio, and Medewerkers shows it was sent.

let fake: FakeFleks;
test.beforeAll(async () => {
  // A seed of its own, so these phone numbers are nobody else's in the shared fake Twilio.
  fake = await startFakeFleks({ sizes: { employees: 3, clients: 1, projects: 1, jobs: 1, shifts: 1 }, seed: 1717 });
  for (const e of fake.data.employees) e.status = "active";
});
test.afterAll(async () => {
  await fake?.stop();
});

test("an import with the welcome switch on sends each new employee the welcome template", async ({
  page,
  app,
  sql,
}) => {
  test.setTimeout(120_000);
  const { org } = await signUpOwner(page, sql, { name: "Wim Welkomstimport" });
  const ctx = { page, sql, appUrl: app.url, org };
  const templateSid = await setUpWelcomeTemplate(ctx);
  await connectFleksAndSyncEmployees(ctx, fake);

  await page.goto("/dashboard/fleks");
  await page.getByRole("tab", { name: "Actions" }).click();
  const importCard = page.getByTestId("fleks-action-import");
  await importCard.getByLabel("Welkomstbericht sturen na import").click();
  await importCard.getByRole("button", { name: "Importeren" }).click();
  await expect(importCard.getByTestId("fleks-action-outcome")).toHaveText(
    "3 aangemaakt, 0 bijgewerkt, 0 ongewijzigd, 0 overgeslagen; 3 welkomstberichten ingepland",
    { timeout: 60_000 },
  );
  await expect(importCard.getByTestId("fleks-run-changes").locator('[data-action="welcome"]')).toHaveCount(3);

  // The fake Twilio received the template once per imported employee, with their first name.
  const imported = await sql`select first_name, phone_number from employees where organization_id = ${org}`;
  expect(imported).toHaveLength(3);
  const expected = imported
    .map((e) => ({ to: `whatsapp:${e.phone_number}`, content_sid: templateSid, vars: { "1": e.first_name } }))
    .sort((a, b) => a.to.localeCompare(b.to));
  await expect
    .poll(
      async () =>
        (await fakeTwilioMessages(app.dataDir))
          .filter((m) => m.content_sid === templateSid)
          .map((m) => ({ to: m.to, content_sid: m.content_sid, vars: m.content_variables }))
          .sort((a, b) => a.to.localeCompare(b.to)),
      { timeout: 30_000 },
    )
    .toEqual(expected);

  await page.goto("/dashboard/settings?tab=employees");
  await expect(page.getByTestId("employee-row")).toHaveCount(3);
  // The launcher's fake Twilio reports each sent, delivered and read, as Twilio would: delivered.
  await expect(page.getByTestId("welcome-status")).toHaveText(["Afgeleverd", "Afgeleverd", "Afgeleverd"], {
    timeout: 20_000,
  });
});
