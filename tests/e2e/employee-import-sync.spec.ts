import { seedInbox } from "../support/inbox-seed.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { controlledLink } from "./zero-link.ts";

// The CSV import's preview compares the file with the organisation's employees. Until the
// server has answered for that list, this browser holds only what other screens synced (the
// inbox's employees): a row for a number on record under another name would pass as new and
// be counted in "… medewerkers importeren".
test("the CSV preview waits for the whole employee list before it counts or checks a row", async ({ page, sql }) => {
  test.setTimeout(90_000);
  const link = await controlledLink(page);
  const { org } = await signUpOwner(page, sql, { name: "Iris Importsync" });
  // Written before the inbox's conversations, so the inbox's "3" means zero-cache has it too.
  await sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
    values (gen_random_uuid(), ${org}, 'Olga', 'Opgeslagen', '+31655501234')`;
  await seedInbox(sql, org, { conversations: 3, perConversation: 1, prefix: "+3164" });
  await page.goto("/dashboard/inbox");
  await expect(page.getByTestId("inbox-count-all")).toHaveText("3", { timeout: 30_000 });

  // The link goes down; the Apps screen opens within the page, from the store.
  link.kill();
  await page.getByRole("link", { name: "Apps", exact: true }).first().click();
  await page.getByRole("tab", { name: "Bestanden" }).click();
  await page.getByLabel("CSV-bestand").setInputFiles({
    name: "medewerkers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Voornaam;Achternaam;Mobiel\nKarel;Anders;06 5550 1234", "utf8"),
  });
  await expect(page.getByText("medewerkers.csv: 1 rij")).toBeVisible();
  await expect(page.getByTestId("import-checking")).toHaveText("Bestaande medewerkers laden…");
  await expect(page.getByTestId("preview-row")).toHaveCount(0);
  const start = page.getByRole("button", { name: /importeren|laden/ });
  await expect(start).toHaveText("Bestaande medewerkers laden…");
  await expect(start).toBeDisabled();

  // Back: Olga's number is on record, so Karel's row is refused and nothing is counted.
  await link.revive();
  await expect(page.getByTestId("preview-row").first()).toContainText(
    "Telefoonnummer hoort bij een andere medewerker",
    { timeout: 30_000 },
  );
  await expect(page.getByRole("button", { name: "0 medewerkers importeren" })).toBeDisabled();
});
