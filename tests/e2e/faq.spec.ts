import { expect, signUp, test } from "./fixtures.ts";

test.describe("FAQ management", () => {
  test("create, edit and delete with the spec's toasts, live in a second tab", async ({ page, context }) => {
    await signUp(page, { name: "Femke FAQ" });
    await page.goto("/dashboard/faq");
    await expect(page.getByRole("heading", { name: "FAQ Management" })).toBeVisible();
    await expect(page.getByText("No FAQs yet. Create your first FAQ to get started.")).toBeVisible();
    const page2 = await context.newPage();
    await page2.goto("/dashboard/faq");
    await expect(page2.getByText("No FAQs yet. Create your first FAQ to get started.")).toBeVisible();

    // By keyboard: Escape closes the dialog and focus goes back to the button that opened it.
    const add = page.getByRole("button", { name: "Add FAQ" });
    await add.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "FAQ Aanmaken" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    await add.click();
    await expect(dialog.getByRole("heading", { name: "FAQ Aanmaken" })).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Actief" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: /Exact/ })).toBeChecked();
    await expect(
      dialog.getByRole("switch", { name: "Verificatie vereist (voor persoonsgebonden vragen)" }),
    ).not.toBeChecked();
    // Question and answer are required: said at each field, and focus goes to the first one missing.
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    const question = dialog.getByLabel("Vraag", { exact: true });
    await expect(question).toBeFocused();
    await expect(question).toHaveAttribute("aria-invalid", "true");
    await expect(question).toHaveAccessibleDescription("Vul een vraag in.");
    await expect(dialog.getByLabel("Antwoord", { exact: true })).toHaveAccessibleDescription("Vul een antwoord in.");

    // A BSN or IBAN is refused at its field, before anything is saved.
    await dialog.getByLabel("Vraag", { exact: true }).fill("Hoeveel vakantiedagen heb ik?");
    const answer = dialog.getByLabel("Antwoord", { exact: true });
    await answer.fill("Vraag het na bij Jan, BSN 111222333.");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(answer).toBeFocused();
    await expect(answer).toHaveAccessibleDescription(
      "Dit lijkt een BSN, IBAN of paspoort- of ID-kaartnummer. Zet geen persoonsnummers in het antwoord.",
    );
    await answer.fill("Fulltime: 25 dagen per jaar.\nParttime: naar rato.");
    await dialog.getByRole("switch", { name: "Verificatie vereist (voor persoonsgebonden vragen)" }).click();
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("FAQ aangemaakt")).toBeVisible();
    await expect(page.getByText("De FAQ is succesvol aangemaakt.")).toBeVisible();

    const card = page.getByTestId("faq-card").filter({ hasText: "Hoeveel vakantiedagen heb ik?" });
    await expect(card).toContainText("whatsapp");
    // Line breaks in the answer are kept.
    expect(await card.locator("p").textContent()).toBe("Fulltime: 25 dagen per jaar.\nParttime: naar rato.");
    // The other tab shows it without reload.
    await expect(page2.getByTestId("faq-card").filter({ hasText: "Hoeveel vakantiedagen heb ik?" })).toBeVisible();

    await card.getByRole("button", { name: /^Bewerken/ }).click();
    await expect(dialog.getByRole("heading", { name: "FAQ Bewerken" })).toBeVisible();
    await expect(dialog.getByLabel("Vraag", { exact: true })).toHaveValue("Hoeveel vakantiedagen heb ik?");
    await expect(
      dialog.getByRole("switch", { name: "Verificatie vereist (voor persoonsgebonden vragen)" }),
    ).toBeChecked();
    await dialog.getByRole("switch", { name: "Actief" }).click();
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("FAQ bijgewerkt")).toBeVisible();
    await expect(card).toContainText("Inactive");
    await expect(page2.getByTestId("faq-card").filter({ hasText: "Inactive" })).toBeVisible();

    await card.getByRole("button", { name: /^Verwijderen/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByText("FAQ deleted")).toBeVisible();
    await expect(page2.getByText("No FAQs yet. Create your first FAQ to get started.")).toBeVisible();
  });

  test("three active FAQs complete the FAQ step of the setup progress", async ({ page, sql }) => {
    const { email } = await signUp(page);
    const [{ organization_id }] = await sql`select organization_id from organization_members m
      join profiles p on p.user_id = m.user_id where p.email = ${email}`;
    await expect(page.getByTestId("setup-percent")).toHaveText("0%");
    for (const q of ["Een?", "Twee?", "Drie?"])
      await sql`insert into faqs (id, organization_id, question, answer) values (gen_random_uuid(), ${organization_id}, ${q}, 'Ja.')`;
    await expect(page.getByTestId("setup-percent")).toHaveText("25%");
    await expect(page.getByTestId("onboarding-percent")).toHaveText("25%");
  });

  test("the search finds an FAQ by its question, a phrasing or its answer, accents ignored", async ({ page, sql }) => {
    const { email } = await signUp(page);
    const [{ organization_id }] = await sql`select organization_id from organization_members m
      join profiles p on p.user_id = m.user_id where p.email = ${email}`;
    await sql`insert into faqs (id, organization_id, question, answer, alternative_questions) values
      (gen_random_uuid(), ${organization_id}, 'Hoe meld ik me ziek?', 'Bel vóór 9 uur je planner.', '[]'),
      (gen_random_uuid(), ${organization_id}, 'Wanneer krijg ik loon?', 'Op de 25e.', '["Wanneer wordt er uitbetaald?"]')`;
    await page.goto("/dashboard/faq");
    await expect(page.getByTestId("faq-card")).toHaveCount(2);
    const search = page.getByLabel("Zoek in vragen, formuleringen en antwoorden");
    await search.fill("VOOR 9 uur");
    await expect(page.getByTestId("faq-card")).toHaveCount(1);
    await expect(page.getByTestId("faq-card")).toContainText("Hoe meld ik me ziek?");
    await search.fill("uitbetaald");
    await expect(page.getByTestId("faq-card")).toContainText("Wanneer krijg ik loon?");
    await search.fill("pensioen");
    await expect(page.getByText("Geen FAQ's gevonden voor 'pensioen'.")).toBeVisible();
  });

  test("members see the FAQs but cannot change them", async ({ page, sql }) => {
    const { email } = await signUp(page);
    await sql`update organization_members set role = 'member'
      where user_id = (select user_id from profiles where email = ${email})`;
    await page.goto("/dashboard/faq");
    await expect(page.getByText("Alleen admins kunnen FAQ's beheren.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add FAQ" })).toHaveCount(0);
  });
});
