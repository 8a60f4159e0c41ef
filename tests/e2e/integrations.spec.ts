import { expect, signUpOwner, test } from "./fixtures.ts";

test.describe("Apps overview (/dashboard/integrations)", () => {
  test("catalogue, custom integration dialog (invalid JSON, then saved), Actief/Inactief and disconnect", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Ilse Integraties" });
    await page.goto("/dashboard/integrations");
    await expect(page.getByRole("heading", { name: "Integraties", level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Externe systemen" })).toHaveAttribute("aria-selected", "true");

    // WhatsApp and Fleks open their pages; the others are honest about not being there yet.
    await expect(page.getByRole("link", { name: "WhatsApp openen" })).toHaveAttribute(
      "href",
      "/dashboard/integrations/whatsapp",
    );
    await expect(page.getByRole("link", { name: "Fleks openen" })).toHaveAttribute("href", "/dashboard/fleks");
    for (const name of ["Shiftbase", "Bullhorn", "AFAS", "Nmbrs", "Fooks", "Eitje", "Monday"])
      await expect(page.getByTestId(`catalogue-${name.toLowerCase()}`)).toContainText("Nog niet beschikbaar");
    await expect(page.getByText("Nog geen integraties.", { exact: false })).toBeVisible();

    // The dialog opens from a card with its name, type and provider; changing the type resets the provider.
    await page.getByRole("button", { name: "Shiftbase: Toevoegen als eigen integratie" }).click();
    const dialog = page.getByRole("dialog", { name: "Eigen integratie toevoegen" });
    await expect(dialog.getByLabel("Naam")).toHaveValue("Shiftbase");
    await expect(dialog.getByLabel("Type")).toHaveValue("planning");
    await expect(dialog.getByLabel("Provider")).toHaveValue("Shiftbase");
    await dialog.getByLabel("Type").selectOption("payroll");
    await expect(dialog.getByLabel("Provider")).toHaveValue("");
    await dialog.getByLabel("Type").selectOption("planning");
    await dialog.getByLabel("Provider").selectOption("Shiftbase");
    await expect(dialog.getByLabel("Aanvullende configuratie (JSON)")).toHaveValue("{}");

    const key = `shiftbase-sleutel-${Date.now()}`;
    await dialog.getByLabel("API endpoint").fill("https://api.shiftbase.voorbeeld.nl/v1");
    await dialog.getByLabel("API key").fill(key);
    await dialog.getByLabel("Aanvullende configuratie (JSON)").fill("{omgeving: test");
    await dialog.getByRole("button", { name: "Integratie toevoegen" }).click();
    await expect(dialog.getByText("Aanvullende configuratie moet geldige JSON zijn.")).toBeVisible();
    expect(await sql`select 1 from external_integrations where organization_id = ${org}`).toHaveLength(0);

    await dialog.getByLabel("Aanvullende configuratie (JSON)").fill('{"omgeving": "test"}');
    // Keyboard: Enter in a field submits the form.
    await dialog.getByLabel("API key").press("Enter");
    await expect(page.getByText("Integratie toegevoegd")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId("integration-row").filter({ hasText: "Shiftbase" });
    await expect(row).toContainText("Actief");
    const [stored] = await sql`select api_key_encrypted, additional_config, is_active from external_integrations
      where organization_id = ${org}`;
    expect(stored.api_key_encrypted).not.toContain(key);
    expect(stored.additional_config).toEqual({ omgeving: "test" });
    expect(await page.content()).not.toContain(key);

    // An active integration completes the optional onboarding step.
    await page.goto("/dashboard/onboarding");
    await expect(page.getByTestId("setup-step-integrations")).toHaveAttribute("data-done", "true");
    await page.goto("/dashboard/integrations");

    // Actief → Inactief, through Zero, logged.
    await page.getByRole("switch", { name: "Shiftbase actief" }).click();
    await expect(page.getByText("Shiftbase is nu inactief")).toBeVisible();
    await expect(row).toContainText("Inactief");
    await expect
      .poll(
        async () =>
          (await sql`select is_active from external_integrations where organization_id = ${org}`)[0]?.is_active,
      )
      .toBe(false);

    // Disconnect behind a confirmation; Escape cancels, the red button deletes.
    await row.getByRole("button", { name: "Verbinding verbreken: Shiftbase" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Eerder gesynchroniseerde gegevens blijven bewaard.");
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "Verbinding verbreken: Shiftbase" }).click();
    await confirm.getByRole("button", { name: "Verbinding verbreken" }).click();
    await expect(page.getByText("Verbinding verbroken")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await sql`select count(*)::int as n from external_integrations where organization_id = ${org}`)[0].n,
      )
      .toBe(0);
    const kinds =
      await sql`select kind from activity_log where organization_id = ${org} and kind like 'integration%' order by created_at`;
    expect(kinds.map((k) => k.kind)).toEqual([
      "integration_added",
      "integration_status_changed",
      "integration_removed",
    ]);

    // A Fleks connection (made on its own page) shows on its card and in the list; disconnecting
    // it here deletes the integration and keeps the synced rows.
    await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
      values (gen_random_uuid()::text, ${org}, 'Fleks', 'staffing', 'Fleks', 'https://api.fleks.works/api/v1', 'v1.a.b.c')`;
    await sql`insert into fleks_employees (organization_id, uuid, first_name, content_hash) values (${org}, 'f-1', 'Fenna', 'h')`;
    await expect(page.getByTestId("catalogue-fleks")).toContainText("Verbonden");
    const fleks = page.getByTestId("integration-row").filter({ hasText: "Fleks" });
    await expect(fleks.getByRole("link", { name: "Fleks" })).toHaveAttribute("href", "/dashboard/fleks");
    await fleks.getByRole("button", { name: "Verbinding verbreken: Fleks" }).click();
    await confirm.getByRole("button", { name: "Verbinding verbreken" }).click();
    await expect(fleks).toHaveCount(0);
    await expect(page.getByTestId("catalogue-fleks")).toContainText("Beschikbaar");
    expect(await sql`select uuid from fleks_employees where organization_id = ${org}`).toEqual([{ uuid: "f-1" }]);
  });

  test("CSV import: columns guessed, BSN dropped, a bad row shown with its error, then the summary", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Ivo Import" });
    await page.goto("/dashboard/integrations?tab=files");
    const csv = [
      "Voornaam;Achternaam;Mobiel;E-mail;BSN",
      "Eva;de Vries;06 1234 5678;eva@voorbeeld.nl;111222333",
      "Piet;Jansen;12-34;;123456782",
      "Kees;Kort;+31687654321;;999999990",
    ].join("\n");
    await page.getByLabel("CSV-bestand").setInputFiles({
      name: "medewerkers.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv, "utf8"),
    });
    await expect(page.getByText("medewerkers.csv: 3 rijen")).toBeVisible();
    await expect(page.getByLabel("Voornaam")).toHaveValue("Voornaam");
    await expect(page.getByLabel("Telefoonnummer (WhatsApp)")).toHaveValue("Mobiel");
    await expect(page.getByLabel("E-mailadres")).toHaveValue("E-mail");
    await expect(page.getByText("Niet ingelezen (BSN of bankgegevens): BSN")).toBeVisible();
    // The BSN column is not even offered.
    await expect(page.getByLabel("Personeelsnummer").locator("option", { hasText: "BSN" })).toHaveCount(0);

    const rows = page.getByTestId("preview-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("Ongeldig telefoonnummer");
    await expect(rows.nth(0)).toContainText("OK");

    await page.getByRole("button", { name: "2 medewerkers importeren" }).click();
    const summary = page.getByTestId("import-summary");
    await expect(summary).toContainText("Import voltooid");
    await expect(summary.getByTestId("import-count-Nieuw")).toHaveText("2");
    await expect(summary.getByTestId("import-count-Overgeslagen")).toHaveText("1");
    await expect(page.getByTestId("import-skipped")).toContainText("Regel 3: Ongeldig telefoonnummer");

    const stored = await sql`select first_name, phone_number, email, employee_number from employees
      where organization_id = ${org} order by phone_number`;
    expect(stored).toEqual([
      { first_name: "Eva", phone_number: "+31612345678", email: "eva@voorbeeld.nl", employee_number: null },
      { first_name: "Kees", phone_number: "+31687654321", email: null, employee_number: null },
    ]);
    const [{ n }] = await sql`select count(*)::int as n from employees e where e.organization_id = ${org}
      and (e::text like '%111222333%' or e::text like '%999999990%')`;
    expect(n).toBe(0);

    // The same file again: the two are now known and unchanged.
    await page.getByRole("button", { name: "Nog een bestand importeren" }).click();
    await page.getByLabel("CSV-bestand").setInputFiles({
      name: "medewerkers.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv.replace("de Vries", "Bakker"), "utf8"),
    });
    await page.getByRole("button", { name: "2 medewerkers importeren" }).click();
    await expect(summary.getByTestId("import-count-Bijgewerkt")).toHaveText("1");
    await expect(summary.getByTestId("import-count-Ongewijzigd")).toHaveText("1");

    // A row for another person under Eva's number is refused in the preview already; a file
    // saved by Excel on a Dutch Windows (Windows-1252) keeps its accents.
    await page.getByRole("button", { name: "Nog een bestand importeren" }).click();
    await page.getByLabel("CSV-bestand").setInputFiles({
      name: "ander.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Voornaam;Achternaam;Mobiel\nKees;Dubbel;06 1234 5678\nJosé;Müller;06 5555 0000", "latin1"),
    });
    await expect(rows.nth(0)).toContainText("Telefoonnummer hoort bij een andere medewerker");
    await expect(rows.nth(1)).toContainText("José");
    await expect(rows.nth(1)).toContainText("Müller");
    await page.getByRole("button", { name: "1 medewerker importeren" }).click();
    await expect(summary.getByTestId("import-count-Nieuw")).toHaveText("1");
    const [jose] =
      await sql`select first_name, last_name from employees where organization_id = ${org} and phone_number = '+31655550000'`;
    expect(jose).toEqual({ first_name: "José", last_name: "Müller" });
  });

  test("Database tab: row counts and last sync per synced table, live", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Daan Database" });
    await page.goto("/dashboard/integrations?tab=database");
    const shifts = page.getByTestId("synced-table-fleks_shifts");
    await expect(shifts).toContainText("nog niet gesynchroniseerd");
    await expect(shifts).toContainText("0");
    await sql`insert into synced_table_stats (id, organization_id, table_name, row_count, last_synced_at)
      values (gen_random_uuid()::text, ${org}, 'fleks_shifts', 101234, '2026-07-01T12:05:00Z')`;
    await expect(shifts).toContainText("101.234");
    await expect(shifts).toContainText("1 jul 2026, 14:05");
    await expect(page.getByTestId("synced-table-fleks_jobs")).toContainText("nog niet gesynchroniseerd");
  });
});

test("a member sees the integrations but can change nothing", async ({ page, sql }) => {
  const { org, userId } = await signUpOwner(page, sql, { name: "Mila Member" });
  await sql`insert into external_integrations (id, organization_id, name, integration_type, provider, api_endpoint, api_key_encrypted)
    values (gen_random_uuid()::text, ${org}, 'Loket', 'hr', 'Loket.nl', 'https://api.loket.nl', 'v1.a.b.c')`;
  await sql`update organization_members set role = 'member' where user_id = ${userId}`;
  await page.goto("/dashboard/integrations");
  await expect(page.getByTestId("integration-row")).toContainText("Loket");
  await expect(page.getByRole("switch", { name: "Loket actief" })).toBeDisabled();
  await expect(page.getByRole("button", { name: /Verbinding verbreken/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Eigen integratie toevoegen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Toevoegen als eigen integratie/ })).toHaveCount(0);
  await page.getByRole("tab", { name: "Bestanden" }).click();
  await expect(page.getByText("Alleen admins kunnen medewerkers importeren.")).toBeVisible();
  await expect(page.getByLabel("CSV-bestand")).toHaveCount(0);
});
