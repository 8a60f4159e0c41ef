import { expect, signUpOwner, test } from "./fixtures.ts";

// Keyboard users keep their place: an action never drops focus to the page (the next Tab
// would start over at the skip link), and a change of page says where the user now is.

const focusedName = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}:${el.getAttribute("aria-label") ?? el.textContent?.trim()}` : "";
  });

test.describe("focus after everyday actions", () => {
  test("saving a settings card leaves focus on its 'Opslaan', which then says it is unavailable", async ({
    page,
    sql,
  }) => {
    await signUpOwner(page, sql);
    await page.goto("/dashboard/settings?tab=general");
    const name = page.getByLabel("Volledige naam");
    await name.fill("Fatima Focus");
    const card = page.locator("form").filter({ has: name });
    const save = card.getByRole("button", { name: "Opslaan" });
    await save.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Profiel bijgewerkt")).toBeVisible();
    await expect(save).toBeFocused();
    await expect(save).toHaveAttribute("aria-disabled", "true");
    // Pressing it again does nothing; Shift+Tab goes back to the field, not to the skip link.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(name).toBeFocused();
  });

  test("deleting an FAQ moves focus to the next FAQ", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql);
    await sql`insert into faqs (id, organization_id, question, answer) values
      (gen_random_uuid(), ${org}, 'Eerste vraag?', 'Een.'),
      (gen_random_uuid(), ${org}, 'Tweede vraag?', 'Twee.'),
      (gen_random_uuid(), ${org}, 'Derde vraag?', 'Drie.')`;
    await page.goto("/dashboard/faq");
    const cards = page.getByTestId("faq-card");
    await expect(cards).toHaveCount(3);
    const questions = await cards.locator("h2").allTextContents();
    await page.getByRole("button", { name: `Verwijderen: ${questions[0]}` }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" });
    await confirm.focus();
    await page.keyboard.press("Enter");
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole("button", { name: `Bewerken: ${questions[1]}` })).toBeFocused();
    // The last one left: focus goes to the page's heading.
    for (const q of questions.slice(1)) {
      await page.getByRole("button", { name: `Verwijderen: ${q}` }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).press("Enter");
    }
    await expect(cards).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    expect(await focusedName(page)).not.toBe("body:");
  });
});

test.describe("changing page", () => {
  test("the tab's title names the page and focus moves to the new page's heading", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql);
    const [{ name }] =
      await sql`select coalesce(nullif(display_name, ''), name) as name from organizations where id = ${org}`;
    await expect(page).toHaveTitle(`Onboarding – ${name}`);
    await page.getByRole("link", { name: "Inbox" }).first().click();
    await expect(page).toHaveTitle(`Inbox – ${name}`);
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeFocused();
    await page.getByRole("link", { name: "Documenten" }).first().click();
    await expect(page).toHaveTitle(`Documenten – ${name}`);
    await expect(page.getByRole("heading", { level: 1, name: "Documenten" })).toBeFocused();
  });
});
