import { expect, signUp, test } from "./fixtures.ts";

test.describe("settings the assistant depends on", () => {
  test("employees: validation, add, live in a second tab, inactive", async ({ page, context }) => {
    await signUp(page, { name: "Mira Medewerkers" });
    const other = await context.newPage();
    await other.goto("/dashboard/settings?tab=employees");
    await expect(other.getByText("Nog geen medewerkers.", { exact: false })).toBeVisible();

    await page.goto("/dashboard/settings?tab=employees");
    await page.getByRole("button", { name: "Medewerker toevoegen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Voornaam").fill("Els");
    await dialog.getByLabel("Achternaam").fill("de Vries");
    await dialog.getByLabel("Telefoonnummer (WhatsApp)").fill("0612345678");
    await dialog.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Gebruik E.164 formaat (bijv. +31612345678)");
    await dialog.getByLabel("Telefoonnummer (WhatsApp)").fill("+31612345678");
    await dialog.getByLabel("E-mailadres").fill("els@bedrijf.nl");
    await dialog.getByLabel("Personeelsnummer").fill("1042");
    await dialog.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(page.getByText("Medewerker toegevoegd")).toBeVisible();

    const row = other.getByTestId("employee-row").filter({ hasText: "Els de Vries" });
    await expect(row).toContainText("+31612345678 · els@bedrijf.nl · #1042");
    await expect(row).toContainText("Actief");
    await expect(row).toContainText("Nog niet verstuurd");

    await page.getByRole("switch", { name: "Els de Vries actief" }).click();
    await expect(row).toContainText("Inactief");

    // The same number twice is refused.
    await page.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await dialog.getByLabel("Voornaam").fill("Jan");
    await dialog.getByLabel("Telefoonnummer (WhatsApp)").fill("+31612345678");
    await dialog.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Er is al een medewerker met dit telefoonnummer.");
  });

  test("AI instructions and verification settings are saved and survive a reload", async ({ page }) => {
    await signUp(page, { name: "Vera Verificatie" });
    await page.goto("/dashboard/settings?tab=ai");
    await page.getByRole("button", { name: "Houd antwoorden kort: maximaal drie zinnen." }).click();
    await expect(page.getByLabel("Eigen instructies")).toHaveValue("Houd antwoorden kort: maximaal drie zinnen.");
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("AI instructies opgeslagen")).toBeVisible();

    await page.goto("/dashboard/settings?tab=verification");
    const required = page.getByRole("switch", { name: "Require verification for personal questions" });
    await expect(required).not.toBeChecked();
    await required.click();
    await expect(page.getByText("Verificatie-instellingen opgeslagen").first()).toBeVisible();
    await page.getByRole("switch", { name: "Employee number" }).click();
    // The last method cannot be switched off while verification is on.
    await page.getByRole("switch", { name: "Email address" }).click();
    await expect(page.getByText("Kies minstens één methode zolang verificatie aan staat.")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("switch", { name: "Require verification for personal questions" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Email address" })).toBeChecked();
    await expect(page.getByRole("switch", { name: "Employee number" })).not.toBeChecked();
    await page.goto("/dashboard/settings?tab=ai");
    await expect(page.getByLabel("Eigen instructies")).toHaveValue("Houd antwoorden kort: maximaal drie zinnen.");
  });
});
