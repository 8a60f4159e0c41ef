import { expect, signUpOwner, test } from "./fixtures.ts";

// The Agents screen end to end: create (from a template and from the create-new card),
// search, edit the settings, make one active and see its name in the next simulator reply,
// then delete it (archived) and see the default assistant answer again.
test.describe("agents", () => {
  test("create, edit, make active, see the name in the next reply, delete", async ({ page, sql }) => {
    const owner = await signUpOwner(page, sql, { name: "Anke Agents" });
    await sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${owner.org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar.')`;

    await page.goto("/dashboard/agents");
    await expect(page.getByRole("heading", { name: "Welcome to Agents" })).toBeVisible();
    await expect(page.getByTestId("agent-template")).toHaveCount(3);
    await expect(page.getByText("Nog geen agents.", { exact: false })).toBeVisible();

    // From a template: the dialog opens with its type chosen.
    await page.getByRole("button", { name: "Agent maken van Planningsassistent" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Agenttype")).toHaveValue("planning");
    await dialog.getByLabel("Naam").fill("Roos");
    await dialog.getByRole("button", { name: "Aanmaken" }).click();
    await expect(page.getByText("Agent succesvol aangemaakt")).toBeVisible();
    await expect(dialog).toBeHidden();
    const roos = page.getByTestId("agent-card").filter({ hasText: "Roos" });
    await expect(roos).toContainText("Planningsassistent");
    await expect(roos).toContainText("Eigen diensten");

    // From the create-new card: type and name are required.
    await page.getByRole("button", { name: /Nieuwe agent/ }).click();
    await dialog.getByRole("button", { name: "Aanmaken" }).click();
    await expect(dialog.getByText("Kies een agenttype.")).toBeVisible();
    await expect(dialog.getByText("Geef de agent een naam.")).toBeVisible();
    await dialog.getByLabel("Agenttype").selectOption("hr_assistant");
    await dialog.getByLabel("Naam").fill("Sam van HR");
    // The icons are a radio group: chosen with the keyboard.
    const heart = dialog.getByRole("radio", { name: "Hart" });
    await heart.focus();
    await page.keyboard.press("Space");
    await expect(heart).toBeChecked();
    await dialog.getByRole("button", { name: "Aanmaken" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("agent-card")).toHaveCount(2);

    const search = page.getByRole("searchbox", { name: "Zoek agents" });
    await search.fill("roos");
    await expect(page.getByTestId("agent-card")).toHaveText([/Roos/]);
    await search.fill("");

    // Edit through the card's menu, with the keyboard.
    const sam = page.getByTestId("agent-card").filter({ hasText: "Sam van HR" });
    await sam.getByRole("button", { name: "Acties voor Sam van HR" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Bewerken" }).click();
    const settings = page.getByRole("dialog", { name: "Instellingen van Sam van HR" });
    await settings.getByLabel("Naam voor medewerkers").fill("Sam");
    await settings.getByRole("button", { name: "Opslaan" }).nth(1).click();
    await expect(page.getByText("Instelling opgeslagen")).toBeVisible();
    await expect(settings.getByText("Versie 2")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(settings).toBeHidden();

    await sam.getByRole("button", { name: "Actief maken" }).click();
    await expect(sam.getByText("Actief", { exact: true })).toBeVisible();
    await expect(roos.getByText("Actief", { exact: true })).toHaveCount(0);

    // The next reply names the agent in its AI disclosure.
    await page.goto("/dashboard/inbox");
    await page.getByRole("button", { name: "Test de assistent" }).click();
    const chat = page.getByRole("dialog");
    await chat.getByLabel("Telefoonnummer").fill("+31612340077");
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Hoeveel vakantiedagen heb ik per jaar?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(
      chat
        .getByTestId("message")
        .filter({ hasText: "Sam is een AI-assistent" })
        .filter({ hasText: "25 vakantiedagen" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    const [reply] = await sql`select agent_id, agent_settings_version from whatsapp_messages
      where organization_id = ${owner.org} and is_from_bot order by created_at desc limit 1`;
    const [samRow] =
      await sql`select id, settings_version from agents where organization_id = ${owner.org} and name = 'Sam van HR'`;
    expect(reply).toEqual({ agent_id: samRow.id, agent_settings_version: samRow.settings_version });

    // Delete: confirmed, archived (kept for the replies it wrote), and no longer active.
    await page.goto("/dashboard/agents");
    await sam.getByRole("button", { name: "Acties voor Sam van HR" }).click();
    await page.getByRole("menuitem", { name: "Verwijderen" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Sam van HR verwijderen?");
    await confirm.getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByText("Agent verwijderd")).toBeVisible();
    await expect(page.getByTestId("agent-card")).toHaveText([/Roos/]);
    const [archived] = await sql`select archived_at from agents where id = ${samRow.id}`;
    expect(archived.archived_at).not.toBeNull();
    const [org] = await sql`select active_agent_id from organizations where id = ${owner.org}`;
    expect(org.active_agent_id).toBeNull();
  });

  test("the current agent is remembered per organisation and follows an organisation switch", async ({ page, sql }) => {
    const other = await signUpOwner(page, sql, { name: "Olga Overig" });
    await page.context().clearCookies();
    const owner = await signUpOwner(page, sql, { name: "Henk Huidig" });
    await sql`insert into organization_members (id, user_id, organization_id, role)
      values (gen_random_uuid(), ${owner.userId}, ${other.org}, 'owner')`;
    const seed = (org: string, name: string, minutesAgo: number) =>
      sql`insert into agents (id, organization_id, agent_type_id, name, created_at)
        values (gen_random_uuid(), ${org}, 'hr_assistant', ${name}, now() - make_interval(mins => ${minutesAgo}))`;
    await seed(owner.org, "Anna", 2);
    await seed(owner.org, "Bert", 1);
    await seed(other.org, "Cees", 2);
    await seed(other.org, "Dirk", 1);
    const current = page.locator('[data-testid="agent-card"][aria-current="true"]');
    const edit = async (name: string) => {
      await page.getByTestId("agent-card").filter({ hasText: name }).getByRole("button", { name: "Bewerken" }).click();
      await page.keyboard.press("Escape");
    };
    const switchTo = async (name: RegExp) => {
      await page.getByRole("button", { name: "Wissel organisatie" }).click();
      await page.getByRole("menuitemradio", { name }).click();
      await page.waitForURL("**/dashboard/onboarding");
      await page.goto("/dashboard/agents");
    };

    // The first agent until another is chosen; choosing one (editing it) remembers it.
    await page.goto("/dashboard/agents");
    await expect(current).toContainText("Anna");
    await edit("Bert");
    await expect(current).toContainText("Bert");

    // Another organisation: its own first agent, then its own choice.
    await switchTo(/Olga Overig/);
    await expect(current).toContainText("Cees");
    await edit("Dirk");
    await expect(current).toContainText("Dirk");

    // Back: this organisation's remembered agent, also after a reload.
    await switchTo(/Henk Huidig/);
    await expect(current).toContainText("Bert");
    await page.reload();
    await expect(current).toContainText("Bert");
  });
});
