import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, signUp, test } from "./fixtures.ts";

const md = (text: string) => Buffer.from(text, "utf8");

/** Just over 50 MB, on disk (Playwright passes larger files by path). */
function bigFile() {
  const file = path.join(os.tmpdir(), "groot.txt");
  if (!fs.existsSync(file) || fs.statSync(file).size !== 50 * 1024 * 1024 + 1) {
    fs.writeFileSync(file, Buffer.alloc(50 * 1024 * 1024 + 1, 97));
  }
  return file;
}

test.describe("documents", () => {
  test("invalid uploads get the spec's messages and nothing is uploaded", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard/documents");
    await expect(page.getByRole("tab", { name: "Geüploade Bestanden" })).toHaveAttribute("aria-selected", "true");
    const input = page.getByLabel("Documenten uploaden");
    await input.setInputFiles([{ name: "cv.doc", mimeType: "application/msword", buffer: Buffer.from("\xD0\xCF") }]);
    await expect(page.getByText("Ongeldig bestandstype")).toBeVisible();
    await expect(
      page.getByText("cv.doc: Alleen PDF, DOCX, TXT, CSV, HTML en MD bestanden zijn toegestaan"),
    ).toBeVisible();
    const ok = path.join(os.tmpdir(), "ok.md");
    fs.writeFileSync(ok, "# Ok\n");
    await input.setInputFiles([ok, bigFile()]);
    await expect(page.getByText("Bestand te groot")).toBeVisible();
    await expect(page.getByText("Maximum bestandsgrootte is 50MB")).toBeVisible();
    await expect(page.getByText("Nog geen documenten. Upload je eerste document.")).toBeVisible();
  });

  test("a Markdown upload is processed live to 'Verwerkt' and shows in the Knowledge Base", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard/documents");
    await page.getByLabel("Documenten uploaden").setInputFiles([
      {
        name: "handboek.md",
        mimeType: "text/markdown",
        buffer: md("# Verlof\n\nJe hebt recht op 25 vakantiedagen per jaar bij een fulltime contract.\n"),
      },
    ]);
    await expect(page.getByText("1 document(en) geüpload")).toBeVisible();
    await expect(page.getByText("De documenten worden nu geanalyseerd door AI")).toBeVisible();
    const row = page.getByTestId("document-row").filter({ hasText: "handboek.md" });
    await expect(row.getByTestId("document-status")).toHaveText("Verwerkt", { timeout: 20_000 });
    await expect(page.getByTestId("setup-percent")).toHaveText("25%");
    await page.getByRole("tab", { name: "Knowledge Base" }).click();
    const kb = page.getByTestId("knowledge-base");
    await expect(kb).toContainText("handboek.md");
    await expect(kb).toContainText("Je hebt recht op 25 vakantiedagen");
    await expect(kb).toContainText("13 woorden");
    // "Test de kennisbank" finds the passage for a differently worded question.
    await page.getByLabel("Test de kennisbank").fill("hoeveel vakantiedag heb ik");
    await page.getByRole("button", { name: "Zoeken" }).click();
    const hit = page.getByTestId("knowledge-hit").first();
    await expect(hit).toContainText("Verlof");
    // Named as employees read it: without the file's extension.
    await expect(hit).toContainText("handboek");
    await expect(hit).not.toContainText("handboek.md");

    await page.getByRole("tab", { name: "Geüploade Bestanden" }).click();
    // Reprocessing says so (it is over before the badge could show it) and ends 'Verwerkt' again.
    await row.getByRole("button", { name: "Opnieuw verwerken: handboek.md" }).click();
    await expect(page.getByText("Document wordt opnieuw verwerkt")).toBeVisible();
    await expect(row.getByTestId("document-status")).toHaveText("Verwerkt", { timeout: 20_000 });
    // Asked first: cancelling keeps it.
    await row.getByRole("button", { name: /^Verwijderen/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "handboek.md verwijderen?" });
    await confirm.getByRole("button", { name: "Annuleren" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: /^Verwijderen/ }).click();
    await confirm.getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByText("Document verwijderd")).toBeVisible();
    await expect(page.getByTestId("document-row")).toHaveCount(0);
  });

  test("a staff list with a BSN and IBAN is stored without them, and the document says how many went", async ({
    page,
  }) => {
    await signUp(page);
    await page.goto("/dashboard/documents");
    await page.getByLabel("Documenten uploaden").setInputFiles([
      {
        name: "personeelslijst.md",
        mimeType: "text/markdown",
        buffer: md("# Magazijn\n\nMedewerker Jan Jansen, BSN 111222333, IBAN NL91 ABNA 0417 1643 00.\n"),
      },
    ]);
    const row = page.getByTestId("document-row").filter({ hasText: "personeelslijst.md" });
    await expect(row.getByTestId("document-status")).toHaveText("Verwerkt", { timeout: 20_000 });
    await expect(row.getByTestId("document-identifiers-removed")).toHaveText(
      /^2 persoonsnummers verwijderd; het geüploade bestand is daarom niet bewaard$/,
    );
    // Its file is gone with them: nothing to process again.
    await expect(row.getByRole("button", { name: /^Opnieuw verwerken/ })).toHaveCount(0);
    await page.getByRole("tab", { name: "Knowledge Base" }).click();
    const kb = page.getByTestId("knowledge-base");
    await expect(kb).toContainText("Medewerker Jan Jansen, BSN [BSN verwijderd], IBAN [IBAN verwijderd]");
    await expect(kb).not.toContainText("111222333");
    await expect(kb.getByTestId("document-identifiers-removed")).toHaveText(
      /^2 persoonsnummers verwijderd; het geüploade bestand is daarom niet bewaard$/,
    );
  });

  test("a file uploaded under the same name replaces the previous version once processed", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard/documents");
    const input = page.getByLabel("Documenten uploaden");
    const version = (days: number) => ({
      name: "handboek.md",
      mimeType: "text/markdown",
      buffer: md(`# Verlof\n\nJe hebt recht op ${days} vakantiedagen per jaar.\n`),
    });
    await input.setInputFiles([version(25)]);
    const rows = page.getByTestId("document-row");
    await expect(rows.getByTestId("document-status")).toHaveText("Verwerkt", { timeout: 20_000 });
    // Uploaded when, to the minute ("30 nov 2026, 14:05").
    await expect(rows.getByTestId("document-uploaded-at")).toHaveText(/^Geüpload \d{1,2} \S+ \d{4},? \d{2}:\d{2}$/);

    await input.setInputFiles([version(27)]);
    await expect(page.getByText(/^Vervangt de vorige versie van handboek\.md zodra het is verwerkt/)).toBeVisible();
    // One row again once the new version is processed: version 2, the old one gone.
    await expect(rows.filter({ hasText: "versie 2" })).toHaveCount(1);
    await expect(rows).toHaveCount(1, { timeout: 20_000 });
    await expect(rows.getByTestId("document-status")).toHaveText("Verwerkt", { timeout: 20_000 });
    await page.getByRole("tab", { name: "Knowledge Base" }).click();
    await expect(page.getByTestId("knowledge-base")).toContainText("27 vakantiedagen");
    await expect(page.getByTestId("knowledge-base")).not.toContainText("25 vakantiedagen");

    // A new version that cannot be read leaves the current one in use, and says so.
    await page.getByRole("tab", { name: "Geüploade Bestanden" }).click();
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256));
    await input.setInputFiles([{ name: "handboek.md", mimeType: "text/markdown", buffer: bytes }]);
    const broken = rows.filter({ hasText: "versie 3" });
    await expect(broken.getByTestId("document-status")).toHaveText("Mislukt", { timeout: 20_000 });
    await expect(broken.getByTestId("document-version-state")).toHaveText("Vorige versie blijft in gebruik");
    await expect(rows.filter({ hasText: "versie 2" }).getByTestId("document-status")).toHaveText("Verwerkt");
  });

  test("an unreadable file ends 'Mislukt' with its error", async ({ page }) => {
    await signUp(page);
    await page.goto("/dashboard/documents");
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256));
    await page
      .getByLabel("Documenten uploaden")
      .setInputFiles([{ name: "kapot.txt", mimeType: "text/plain", buffer: bytes }]);
    const row = page.getByTestId("document-row").filter({ hasText: "kapot.txt" });
    await expect(row.getByTestId("document-status")).toHaveText("Mislukt", { timeout: 20_000 });
    await expect(row).toContainText("Het bestand kon niet worden gelezen als tekst.");
  });

  test("at 375 px a long file name truncates: the page does not scroll sideways and delete stays on screen", async ({
    page,
  }) => {
    await signUp(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/dashboard/documents");
    const name = "Personeelshandboek_Flexwerk_Noord_2026_definitieve_versie_na_OR_akkoord.pdf";
    // A PDF that fails (no text) also shows its long error message on the row.
    await page
      .getByLabel("Documenten uploaden")
      .setInputFiles([{ name, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 geen echte pdf") }]);
    const row = page.getByTestId("document-row").filter({ hasText: name });
    await expect(row.getByTestId("document-status")).toHaveText("Mislukt", { timeout: 20_000 });
    await expect(row).toContainText("Deze PDF kon niet worden gelezen");
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect.poll(sideways).toBeLessThanOrEqual(0);
    const remove = await row.getByRole("button", { name: `Verwijderen: ${name}` }).boundingBox();
    expect(remove && remove.x >= 0 && remove.x + remove.width <= 375).toBe(true);
  });
});
