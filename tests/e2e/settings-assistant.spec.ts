import { expect, signUp, test } from "./fixtures.ts";

test.describe("settings the assistant depends on", () => {
  test("employees: field errors, add, live in a second tab, inactive, search, delete", async ({ page, context }) => {
    await signUp(page, { name: "Mira Medewerkers" });
    const other = await context.newPage();
    await other.goto("/dashboard/settings?tab=employees");
    await expect(other.getByText("Nog geen medewerkers.", { exact: false })).toBeVisible();

    await page.goto("/dashboard/settings?tab=employees");
    await expect(page.getByText("herkent medewerkers aan hun telefoonnummer op WhatsApp").first()).toBeVisible();
    // Without a Fleks connection there is nothing to import: no platform-employees list.
    await expect(page.getByTestId("platform-employees")).toHaveCount(0);
    await page.getByRole("button", { name: "Medewerker toevoegen" }).click();
    const dialog = page.getByRole("dialog");
    const phone = dialog.getByLabel("Telefoonnummer (WhatsApp)");

    // Nothing filled in: every required field says what is missing.
    await dialog.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Vul alle verplichte velden in");
    await expect(dialog.getByText("Vul een voornaam in.")).toBeVisible();
    await expect(dialog.getByText("Vul een achternaam in.")).toBeVisible();
    await expect(dialog.getByText("Vul een telefoonnummer in.")).toBeVisible();

    await dialog.getByLabel("Voornaam").fill("Els");
    await dialog.getByLabel("Achternaam").fill("de Vries");
    // Too short to be a number (a Dutch 06 number as staff write it is accepted and stored as +316…):
    // the message says what to type, not a format's name (QA finding 9).
    await phone.fill("0612");
    await dialog.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(dialog.getByText("Vul een volledig mobiel nummer in, bijv. 06 12345678.")).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Vul een voornaam in.")).toHaveCount(0);

    await phone.fill("+31 6 1234 5678");
    await dialog.getByLabel("E-mailadres").fill("els@bedrijf.nl");
    await dialog.getByLabel("Personeelsnummer").fill("1042");
    await dialog.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(page.getByText("Medewerker toegevoegd")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The other tab shows the new employee without a reload.
    const row = other.getByTestId("employee-row").filter({ hasText: "Els de Vries" });
    // Grouped as the inbox shows the number, whatever way it was typed.
    await expect(row).toContainText("+31 6 1234 5678");
    await expect(row).toContainText("els@bedrijf.nl");
    await expect(row).toContainText("1042");
    await expect(row).toContainText("Actief");
    await expect(row).toContainText("Nog niet");

    await page.getByRole("switch", { name: "Els de Vries actief" }).click();
    await expect(row).toContainText("Inactief");
    await expect(other.getByRole("switch", { name: "Els de Vries actief" })).not.toBeChecked();

    // The same number twice in one organisation is refused, in Dutch, at the phone field.
    await page.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await dialog.getByLabel("Voornaam").fill("Jan");
    await dialog.getByLabel("Achternaam").fill("Jansen");
    await phone.fill("+31612345678");
    await dialog.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(dialog.getByText("Er is al een medewerker met dit telefoonnummer.")).toBeVisible();
    await phone.fill("+31687654321");
    await dialog.getByRole("button", { name: "Medewerker toevoegen" }).click();
    await expect(other.getByTestId("employee-row")).toHaveCount(2);

    // On a common laptop screen every column fits: the row's switch and actions are in
    // view without scrolling the table sideways.
    await page.setViewportSize({ width: 1366, height: 768 });
    const table = page.getByTestId("employees-table");
    const els = page.getByTestId("employee-row").filter({ hasText: "Els de Vries" });
    for (const control of [
      els.getByRole("switch", { name: "Els de Vries actief" }),
      els.getByRole("button", { name: "Gegevens downloaden: Els de Vries" }),
      els.getByRole("button", { name: "Gegevens wissen: Els de Vries" }),
      els.getByRole("button", { name: "Els de Vries bewerken" }),
      els.getByRole("button", { name: "Verwijderen: Els de Vries" }),
    ])
      await expect(control).toBeInViewport({ ratio: 1 });
    await expect.poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // On a phone each employee is a card: nothing scrolls sideways, the actions are there (in
    // one menu that names them, as nothing hovers there).
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(els.getByRole("button", { name: "Acties voor Els de Vries" })).toBeVisible();
    await expect.poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Client-side search: by name, and by a phone number typed the Dutch way.
    const search = page.getByRole("searchbox", { name: "Zoek op naam, nummer of e-mail" });
    await search.fill("jansen");
    await expect(page.getByTestId("employee-row")).toHaveText([/Jan Jansen/]);
    await search.fill("06 1234");
    await expect(page.getByTestId("employee-row")).toHaveText([/Els de Vries/]);
    await search.fill("niemand");
    await expect(page.getByText("Geen medewerkers gevonden voor 'niemand'.")).toBeVisible();
    await search.fill("");

    // Delete asks first; cancelling keeps the employee.
    await page.getByRole("button", { name: "Verwijderen: Jan Jansen" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Jan Jansen wordt verwijderd.");
    await confirm.getByRole("button", { name: "Annuleren" }).click();
    await expect(page.getByTestId("employee-row")).toHaveCount(2);
    await page.getByRole("button", { name: "Verwijderen: Jan Jansen" }).click();
    await confirm.getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByText("Medewerker verwijderd")).toBeVisible();
    await expect(other.getByTestId("employee-row")).toHaveText([/Els de Vries/]);
  });

  test("AI instructions and verification settings are saved and survive a reload", async ({ page }) => {
    await signUp(page, { name: "Vera Verificatie" });
    await page.goto("/dashboard/settings?tab=ai");
    await expect(page.getByText("bovenop de basispersoonlijkheid")).toBeVisible();
    await expect(page.getByText("Markdown wordt ondersteund")).toBeVisible();
    const instructions = page.getByLabel("Eigen instructies");
    await instructions.fill("Spreek medewerkers aan met **je**.");
    await page.getByRole("button", { name: "Houd antwoorden kort: maximaal drie zinnen." }).click();
    await expect(instructions).toHaveValue(
      "Spreek medewerkers aan met **je**.\nHoud antwoorden kort: maximaal drie zinnen.",
    );
    await expect(page.getByText("78 / 4000 tekens")).toBeVisible();
    // An example already in the text is not added twice.
    await expect(page.getByRole("button", { name: "Houd antwoorden kort: maximaal drie zinnen." })).toBeDisabled();
    await page.getByRole("form", { name: "AI Agent" }).getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("AI instructies opgeslagen")).toBeVisible();

    // HR's hours: off until switched on, office hours to start from; a wrong span is refused.
    const hoursForm = page.getByRole("form", { name: "Bereikbaarheid HR" });
    const fixedHours = hoursForm.getByRole("switch", { name: "Vaste tijden" });
    await expect(fixedHours).not.toBeChecked();
    await expect(hoursForm.getByRole("button", { name: "zaterdag" })).toBeDisabled();
    await fixedHours.click();
    await expect(hoursForm.getByRole("button", { name: "maandag" })).toHaveAttribute("aria-pressed", "true");
    await hoursForm.getByRole("button", { name: "vrijdag" }).click();
    await hoursForm.getByRole("button", { name: "zaterdag" }).click();
    await hoursForm.getByLabel("Tot").selectOption("08:00");
    await hoursForm.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("De eindtijd moet na de begintijd liggen")).toBeVisible();
    await hoursForm.getByLabel("Tot").selectOption("17:30");
    await hoursForm.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Bereikbaarheid opgeslagen")).toBeVisible();

    await page.goto("/dashboard/settings?tab=verification");
    const required = page.getByRole("switch", { name: "Require verification for personal questions" });
    const email = page.getByRole("switch", { name: "Email address" });
    const number = page.getByRole("switch", { name: "Employee number" });
    await expect(required).not.toBeChecked();
    await expect(email).toBeDisabled();
    await required.click();
    await expect(page.getByText("Verificatie-instellingen opgeslagen").first()).toBeVisible();
    await expect(email).toBeChecked();
    await number.click();
    await expect(number).not.toBeChecked();
    // The last method stays on while verification is required, and the page says why.
    await expect(email).toBeDisabled();
    await expect(page.getByText("blijft minstens één methode aan")).toBeVisible();

    await page.reload();
    await expect(required).toBeChecked();
    await expect(email).toBeChecked();
    await expect(number).not.toBeChecked();
    await page.goto("/dashboard/settings?tab=ai");
    await expect(page.getByLabel("Eigen instructies")).toHaveValue(
      "Spreek medewerkers aan met **je**.\nHoud antwoorden kort: maximaal drie zinnen.",
    );
    await expect(fixedHours).toBeChecked();
    await expect(hoursForm.getByRole("button", { name: "zaterdag" })).toHaveAttribute("aria-pressed", "true");
    await expect(hoursForm.getByRole("button", { name: "vrijdag" })).toHaveAttribute("aria-pressed", "false");
    await expect(hoursForm.getByLabel("Tot")).toHaveValue("17:30");

    // Editing a synonym puts the cursor in its form; Escape hands focus back to the button.
    const addSynonym = page.getByRole("form", { name: "Synoniem toevoegen" });
    await addSynonym.getByLabel("Term").fill("verlof");
    await addSynonym.getByLabel("Synoniemen").fill("vakantie, vrij");
    await addSynonym.getByRole("button", { name: "Synoniem toevoegen" }).click();
    await page.getByRole("button", { name: "Bewerk verlof" }).click();
    await expect(page.getByRole("form", { name: "Bewerk verlof" }).getByLabel("Term")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("form", { name: "Bewerk verlof" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Bewerk verlof" })).toBeFocused();

    // On a phone no settings tab is wider than the screen (the examples above wrap).
    await page.setViewportSize({ width: 375, height: 812 });
    const tabs = await page.getByRole("tab").allTextContents();
    expect(tabs).toHaveLength(8);
    for (const name of tabs) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("heading").first()).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
          message: `tab ${name} scrolls sideways`,
        })
        .toBeLessThanOrEqual(0);
    }
  });

  test("members see the three tabs read-only", async ({ page, sql }) => {
    const { email } = await signUp(page, { name: "Mats Member" });
    await sql`update organization_members set role = 'member'
      where user_id = (select user_id from profiles where email = ${email})`;
    await page.goto("/dashboard/settings?tab=employees");
    await expect(page.getByText("Alleen admins kunnen medewerkers beheren.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Medewerker toevoegen" })).toHaveCount(0);
    await page.goto("/dashboard/settings?tab=ai");
    await expect(page.getByText("Alleen admins kunnen de AI instructies wijzigen.")).toBeVisible();
    await expect(page.getByLabel("Eigen instructies")).toHaveJSProperty("readOnly", true);
    await expect(page.getByRole("button", { name: "Opslaan" })).toHaveCount(0);
    await page.goto("/dashboard/settings?tab=verification");
    await expect(page.getByText("Alleen admins kunnen de verificatie-instellingen wijzigen.")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Require verification for personal questions" })).toBeDisabled();
  });
});
