import { expect, signUpOwner, test } from "./fixtures.ts";

test("an FAQ whose question or answer is too long says which and how long it may be, and is not saved", async ({
  page,
  sql,
}) => {
  const { org } = await signUpOwner(page, sql, { name: "Tamara Tekst" });
  await page.goto("/dashboard/faq");
  await page.getByRole("button", { name: "Add FAQ" }).click();
  const dialog = page.getByRole("dialog");
  const question = dialog.getByRole("textbox", { name: "Vraag" });
  const answer = dialog.getByRole("textbox", { name: "Antwoord" });
  // HR pasted a whole paragraph of the handbook as the question.
  await question.fill(`Hoe zit het met ${"verlof en vakantie ".repeat(30)}?`);
  await answer.fill("Zie het handboek.");
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vraag is te lang: gebruik maximaal 500 tekens.")).toBeVisible();
  await expect(dialog).toBeVisible();

  await question.fill("Hoeveel vakantiedagen heb ik?");
  await answer.fill("Bij een fulltime contract heb je 25 vakantiedagen. ".repeat(100));
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Het antwoord is te lang: gebruik maximaal 5.000 tekens.")).toBeVisible();
  await expect(dialog).toBeVisible();
  expect((await sql`select count(*)::int as n from faqs where organization_id = ${org}`)[0]?.n).toBe(0);

  // Cut to size, it saves.
  await answer.fill("Bij een fulltime contract heb je 25 vakantiedagen.");
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Hoeveel vakantiedagen heb ik?")).toBeVisible();
});
