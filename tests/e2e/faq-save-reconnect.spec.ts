import type { Page } from "@playwright/test";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { controlledLink } from "./zero-link.ts";

// A FAQ saved while Zero's connection falters (see zero-link.ts).

const slowText = "Opslaan duurt langer dan normaal";
const unconfirmed = "De server heeft je wijziging nog niet bevestigd";

/**
 * A new FAQ saved with the link down: at once the button says it is busy and cannot be
 * pressed twice, and after a couple of seconds the dialog says so in words, beside it.
 */
async function saveWithLinkDown(page: Page, sql: Parameters<typeof signUpOwner>[1], name: string, question: string) {
  const link = await controlledLink(page);
  const { org } = await signUpOwner(page, sql, { name });
  await page.goto("/dashboard/faq");
  await expect(page.getByText("No FAQs yet. Create your first FAQ to get started.")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Add FAQ" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Vraag", { exact: true }).fill(question);
  await dialog.getByLabel("Antwoord", { exact: true }).fill("Fulltime: 25 dagen per jaar.");
  const submit = dialog.getByRole("button", { name: /^Opslaan/ });
  link.kill();
  await submit.click();
  await expect(submit).toHaveText("Opslaan...");
  await expect(submit).toBeDisabled();
  await expect(dialog.getByTestId("faq-saving-slow")).toContainText(slowText);
  return { link, org, dialog, submit };
}

test.describe("FAQ saved while the connection to the server falters", () => {
  test.describe.configure({ timeout: 90_000 });
  test("says it is still saving, stays saving past the 10 s notice, and closes once the server saved it", async ({
    page,
    sql,
  }) => {
    const { link, org, dialog, submit } = await saveWithLinkDown(
      page,
      sql,
      "Hanna Hapering",
      "Hoeveel vakantiedagen heb ik als invalkracht?",
    );
    // The 10 s notice comes, and the form still waits on the verdict instead of offering a
    // second save (which the server would refuse as a duplicate of the first).
    await expect(page.getByText(unconfirmed)).toBeVisible({ timeout: 20_000 });
    await expect(submit).toHaveText("Opslaan...");
    await expect(submit).toBeDisabled();

    await link.revive();
    await expect(page.getByText("Je wijziging is alsnog opgeslagen.")).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId("faq-card").filter({ hasText: "als invalkracht" })).toBeVisible();
    const rows = await sql`select id from faqs where organization_id = ${org}`;
    expect(rows).toHaveLength(1);
  });

  test("a save the server refuses after the connection is back is said in Dutch, and can be corrected", async ({
    page,
    sql,
  }) => {
    const { link, org, dialog, submit } = await saveWithLinkDown(
      page,
      sql,
      "Ruud Refus",
      "Mag ik mijn dienst ruilen met een collega?",
    );
    // Meanwhile a colleague saved a FAQ with the same question: the server refuses this one.
    await sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${org}, 'Mag ik mijn dienst ruilen met een collega?', 'Ja, in overleg.')`;
    await link.revive();

    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Fout" })
      .filter({ hasText: "Mag ik mijn dienst" });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // The dialog keeps the text and can be saved again.
    await expect(dialog).toBeVisible();
    await expect(submit).toHaveText("Opslaan");
    await expect(submit).toBeEnabled();
    await expect(dialog.getByTestId("faq-saving-slow")).toHaveCount(0);
    await expect(dialog.getByLabel("Antwoord", { exact: true })).toHaveValue("Fulltime: 25 dagen per jaar.");
  });
});
