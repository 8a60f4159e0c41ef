import { expect, signUp, test } from "./fixtures.ts";

const handbook = `# Verlof

Medewerkers met een fulltime contract hebben recht op 25 vakantiedagen per jaar.
Vakantie vraag je minimaal twee weken vooraf aan via je leidinggevende.

## Veelgestelde vragen

Mag ik thuiswerken? Ja, twee dagen per week in overleg met je leidinggevende.
`;

test.describe("FAQ dialog: Genereer met AI and suggestions", () => {
  test("drafts an answer from the uploaded document and suggests its questions", async ({ page }) => {
    await signUp(page, { name: "Gert Genereer" });
    await page.goto("/dashboard/documents");
    await page
      .getByLabel("Documenten uploaden")
      .setInputFiles([{ name: "personeelsgids.md", mimeType: "text/markdown", buffer: Buffer.from(handbook) }]);
    const row = page.getByTestId("document-row").filter({ hasText: "personeelsgids.md" });
    await expect(row.getByTestId("document-status")).toHaveText("Verwerkt", { timeout: 20_000 });

    await page.goto("/dashboard/faq");
    await page.getByRole("button", { name: "Add FAQ" }).click();
    const dialog = page.getByRole("dialog");
    const generate = dialog.getByRole("button", { name: "Genereer met AI" });
    // Empty question: the action is disabled and says why.
    await expect(generate).toBeDisabled();
    await expect(dialog.getByText("Vul eerst een vraag in")).toBeVisible();

    // Suggestions from the document, with the confidence as a rounded percent.
    const suggestion = dialog.getByRole("button", { name: /Mag ik thuiswerken\?/ });
    await expect(suggestion).toContainText("85%");
    await suggestion.click();
    await expect(dialog.getByLabel("Vraag", { exact: true })).toHaveValue("Mag ik thuiswerken?");
    await expect(dialog.getByLabel("Antwoord", { exact: true })).toHaveValue(
      "Ja, twee dagen per week in overleg met je leidinggevende.",
    );

    await dialog.getByLabel("Vraag", { exact: true }).fill("Hoeveel vakantiedagen krijg ik?");
    await generate.click();
    await expect(page.getByText("AI antwoord toegevoegd")).toBeVisible();
    await expect(dialog.getByLabel("Antwoord", { exact: true })).toHaveValue(
      /recht op 25 vakantiedagen per jaar[\s\S]*Bron: personeelsgids$/,
    );

    await dialog.getByLabel("Vraag", { exact: true }).fill("Wat is het wifi-wachtwoord?");
    await generate.click();
    await expect(page.getByText("Kon antwoord niet genereren")).toBeVisible();

    await dialog.getByLabel("Vraag", { exact: true }).fill("Hoeveel vakantiedagen krijg ik?");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("FAQ aangemaakt")).toBeVisible();
    await expect(page.getByTestId("faq-card").filter({ hasText: "Bron: personeelsgids" })).toBeVisible();
  });
});
