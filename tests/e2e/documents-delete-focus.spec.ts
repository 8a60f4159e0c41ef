import { nl } from "../../common/i18n/nl.ts";
import { expect, signUp, test } from "./fixtures.ts";

// Deleting a document by keyboard: after the confirmation the row is gone, and focus goes to
// the next row's delete button (the list heading when none is left), not back to the page.
test("after deleting a document, focus is on the next row's delete button, then on the heading", async ({ page }) => {
  await signUp(page);
  await page.goto("/dashboard/documents");
  await page.getByLabel("Documenten uploaden").setInputFiles([
    { name: "eerste.md", mimeType: "text/markdown", buffer: Buffer.from("# Verlof\n\nJe hebt 25 vakantiedagen.") },
    { name: "tweede.md", mimeType: "text/markdown", buffer: Buffer.from("# Ziekte\n\nBel je leidinggevende.") },
  ]);
  const rows = page.getByTestId("document-row");
  await expect(rows).toHaveCount(2, { timeout: 20_000 });
  const names = await rows.evaluateAll((els) =>
    els.map((el) => (el.textContent?.includes("eerste.md") ? "eerste.md" : "tweede.md")),
  );
  const deleteButton = (name: string) => page.getByRole("button", { name: `${nl.documents.delete}: ${name}` });

  await deleteButton(names[0]).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: nl.documents.delete, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(1);
  await expect(deleteButton(names[1])).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: nl.documents.delete, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: nl.documents.title })).toBeFocused();
});
