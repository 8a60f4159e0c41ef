import type { Browser } from "@playwright/test";
import { expect, membershipOf, signUp, signUpOwner, test } from "./fixtures.ts";

type Sql = Parameters<typeof membershipOf>[0];

/** A colleague signed up in a browser of their own, with `role` in `org`, working in it. */
async function colleagueIn(browser: Browser, sql: Sql, org: string, name: string, role: "member" | "admin") {
  const context = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  const account = await signUp(page, { name });
  await sql`insert into organization_members (id, organization_id, user_id, role)
    select gen_random_uuid()::text, ${org}, id, ${role} from auth."user" where email = ${account.email}`;
  await page.evaluate((id) => localStorage.setItem("currentOrganizationId", id), org);
  return { context, page, account };
}

test.describe("users and roles, live in the colleague's open tab", () => {
  test("a promotion shows up at once, and a removal takes the organisation away without a reload", async ({
    page,
    browser,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Olga Owner" });
    await sql`update organizations set name = 'Levend BV' where id = ${owner.org}`;

    // A colleague, in a browser of their own, is a plain member of the owner's organisation.
    const { context: other, page: theirs } = await colleagueIn(browser, sql, owner.org, "Cas Collega", "member");
    await theirs.goto("/dashboard/settings?tab=users");
    await expect(theirs.getByTestId("sidebar-org-name")).toHaveText("Levend BV");
    await expect(theirs.getByText("Alleen admins kunnen gebruikers beheren.")).toBeVisible();

    // The owner makes them Admin: their open tab shows the users list, no reload.
    await page.goto("/dashboard/settings?tab=users");
    await page.getByLabel("Rol van Cas Collega").selectOption({ label: "Admin" });
    await expect(page.getByText("Rol gewijzigd")).toBeVisible();
    await expect(theirs.getByTestId("members")).toContainText("Olga Owner");

    // The owner removes them: their tab loses the organisation, says why and lets them
    // choose where to go on (their own organisation, which sign-up made).
    await page.getByRole("button", { name: "Cas Collega verwijderen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByTestId("members")).not.toContainText("Cas Collega");
    const notice = theirs.getByTestId("access-lost");
    await expect(notice).toContainText("Je hebt geen toegang meer tot Levend BV");
    await expect(theirs.getByText("Olga Owner")).toHaveCount(0);
    await notice.getByRole("button", { name: /^Verder in / }).click();
    await expect(theirs.getByTestId("access-lost")).toHaveCount(0);
    await expect(theirs.getByTestId("sidebar-org-name")).not.toHaveText("Levend BV");
    await other.close();
  });

  test("browsing a colleague's role with the arrow keys saves nothing until Enter", async ({ page, browser, sql }) => {
    const owner = await signUpOwner(page, sql, { name: "Olga Owner" });
    const { context: other } = await colleagueIn(browser, sql, owner.org, "Pim Pijltjes", "member");
    const roleOf = async () =>
      (
        await sql`select m.role from organization_members m join auth."user" u on u.id = m.user_id
          where m.organization_id = ${owner.org} and u.name = 'Pim Pijltjes'`
      )[0]?.role;
    await page.goto("/dashboard/settings?tab=users");
    const select = page.getByLabel("Rol van Pim Pijltjes");
    await select.focus();
    // Closed, a select moves one option per arrow press (Chrome on Windows and Linux).
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.waitForTimeout(500);
    expect(await roleOf()).toBe("member");
    await expect(page.getByText("Rol gewijzigd")).toHaveCount(0);
    // Escape puts the saved role back; Enter saves the one browsed to.
    await page.keyboard.press("Escape");
    await expect(select).toHaveValue("member");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Rol gewijzigd")).toBeVisible();
    await expect.poll(roleOf).toBe("admin");
    await other.close();
  });

  test("an admin made a member while a form is open sees why it cannot be saved, and keeps the text", async ({
    page,
    browser,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Olga Owner" });
    const {
      context: other,
      page: theirs,
      account: admin,
    } = await colleagueIn(browser, sql, owner.org, "Nina Admin", "admin");
    await theirs.goto("/dashboard/faq");
    await theirs.getByRole("button", { name: "Add FAQ" }).click();
    const dialog = theirs.getByRole("dialog");
    await dialog.getByLabel("Vraag", { exact: true }).fill("Mag ik thuiswerken?");
    await sql`update organization_members set role = 'member'
      where organization_id = ${owner.org} and user_id = (select id from auth."user" where email = ${admin.email})`;
    await expect(dialog.getByRole("alert")).toHaveText(
      "Je rol in deze organisatie is gewijzigd: je kunt dit niet meer opslaan. Kopieer je tekst als je die wilt bewaren.",
    );
    await expect(dialog.getByRole("button", { name: "Opslaan" })).toBeDisabled();
    await expect(dialog.getByLabel("Vraag", { exact: true })).toHaveValue("Mag ik thuiswerken?");
    await other.close();
  });

  test("a form open when the member is removed saves into no other organisation, now or after they are re-added", async ({
    page,
    browser,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Olga Owner" });
    await sql`update organizations set name = 'Alfa Uitzend BV' where id = ${owner.org}`;
    const {
      context: other,
      page: theirs,
      account: kim,
    } = await colleagueIn(browser, sql, owner.org, "Kim Consultant", "admin");
    const own = await sql<{ organization_id: string }[]>`select m.organization_id from organization_members m
      join auth."user" u on u.id = m.user_id where u.email = ${kim.email} and m.organization_id <> ${owner.org}`;
    const faqsOf = async (org: string) =>
      (await sql<{ n: number }[]>`select count(*)::int as n from faqs where organization_id = ${org}`)[0].n;

    // Kim types an FAQ for Alfa; Alfa's owner removes her while the dialog is open.
    await theirs.goto("/dashboard/faq");
    await expect(theirs.getByTestId("sidebar-org-name")).toHaveText("Alfa Uitzend BV");
    await theirs.getByRole("button", { name: "Add FAQ" }).click();
    const dialog = theirs.getByRole("dialog");
    await dialog.getByLabel("Vraag", { exact: true }).fill("Vertrouwelijk: regeling filiaal Utrecht?");
    await dialog.getByLabel("Antwoord", { exact: true }).fill("Alleen voor Alfa.");
    await page.goto("/dashboard/settings?tab=users");
    await page.getByRole("button", { name: "Kim Consultant verwijderen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();

    // Her tab stays in Alfa, says so, keeps her text and will not save it anywhere.
    await expect(dialog.getByRole("alert")).toHaveText(
      "Je hebt geen toegang meer tot Alfa Uitzend BV: je kunt dit niet meer opslaan. Kopieer je tekst als je die wilt bewaren.",
    );
    await expect(dialog.getByRole("button", { name: "Opslaan" })).toBeDisabled();
    await expect(dialog.getByLabel("Vraag", { exact: true })).toHaveValue("Vertrouwelijk: regeling filiaal Utrecht?");
    await expect(theirs.getByTestId("sidebar-org-name")).toHaveText("Alfa Uitzend BV");

    // She closes it and chooses her own organisation; a form opened there...
    await dialog.getByRole("button", { name: "Annuleren" }).click();
    await theirs
      .getByTestId("access-lost")
      .getByRole("button", { name: /^Verder in / })
      .click();
    await expect(theirs.getByTestId("sidebar-org-name")).not.toHaveText("Alfa Uitzend BV");
    await theirs.goto("/dashboard/faq");
    await theirs.getByRole("button", { name: "Add FAQ" }).click();
    await dialog.getByLabel("Vraag", { exact: true }).fill("Eigen vraag van Kim?");
    await dialog.getByLabel("Antwoord", { exact: true }).fill("Eigen antwoord.");

    // ...stays there when she is made a member of Alfa again elsewhere.
    await sql`insert into organization_members (id, organization_id, user_id, role)
      select gen_random_uuid()::text, ${owner.org}, id, 'admin' from auth."user" where email = ${kim.email}`;
    await expect(page.getByTestId("members")).toContainText("Kim Consultant");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(theirs.getByTestId("sidebar-org-name")).not.toHaveText("Alfa Uitzend BV");
    await expect.poll(() => faqsOf(own[0].organization_id)).toBe(1);
    expect(await faqsOf(owner.org)).toBe(0);
    await other.close();
  });

  test("members who hold a platform role carry its badge: 'Nilo Admin', 'Superadmin'", async ({ page, sql }) => {
    const nilo = await signUp(page, { name: "Nina Nilo" });
    await page.context().clearCookies();
    const sup = await signUp(page, { name: "Sam Super" });
    await page.context().clearCookies();
    const owner = await signUpOwner(page, sql, { name: "Otto Owner" });
    for (const [email, role] of [
      [nilo.email, "milo_admin"],
      [sup.email, "super_admin"],
    ] as const) {
      await sql`insert into organization_members (id, organization_id, user_id, role)
        select gen_random_uuid()::text, ${owner.org}, id, 'member' from auth."user" where email = ${email}`;
      await sql`insert into user_roles (user_id, role) select id, ${role} from auth."user" where email = ${email}`;
    }
    await page.goto("/dashboard/settings?tab=users");
    const row = (name: string) => page.getByTestId("member").filter({ hasText: name });
    await expect(row("Nina Nilo")).toContainText("Nilo Admin");
    await expect(row("Nina Nilo")).not.toContainText("Superadmin");
    await expect(row("Sam Super")).toContainText("Superadmin");
    await expect(row("Sam Super")).not.toContainText("Nilo Admin");
    // The owner holds no platform role: no badge, and no "platform access" note for them.
    await expect(row("Otto Owner")).not.toContainText(/Nilo Admin|Superadmin/);
    await expect(page.getByTestId("platform-access")).toHaveCount(0);
  });

  test("an admin deletes an account by e-mail: 'Email vereist' when empty, then its memberships are gone and it cannot sign in", async ({
    page,
    browser,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Dirk Deleter" });
    const other = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
    const theirs = await other.newPage();
    const leaver = await signUp(theirs, { name: "Vera Vertrek" });
    const { user_id } = await membershipOf(sql, leaver.email);
    await sql`insert into organization_members (id, organization_id, user_id, role)
      values (gen_random_uuid()::text, ${owner.org}, ${user_id}, 'member')`;
    await page.goto("/dashboard/settings?tab=users");
    await expect(page.getByTestId("members")).toContainText("Vera Vertrek");

    // Nothing typed: refused before any confirmation.
    await page.getByRole("button", { name: "Account verwijderen" }).click();
    await expect(page.getByText("Email vereist")).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    await page.getByLabel("E-mail van het account").fill(leaver.email);
    await page.getByRole("button", { name: "Account verwijderen" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel("E-mail van het account").fill(leaver.email);
    await dialog.getByRole("button", { name: "Account verwijderen" }).click();
    await expect(page.getByText("Account verwijderd")).toBeVisible();
    await expect(page.getByTestId("members")).not.toContainText("Vera Vertrek");
    expect(await sql`select organization_id from organization_members where user_id = ${user_id}`).toHaveLength(0);

    // The address and password that worked before no longer sign in.
    await other.clearCookies();
    await theirs.goto("/auth");
    await theirs.getByLabel("E-mailadres").fill(leaver.email);
    await theirs.getByLabel("Wachtwoord").fill(leaver.password);
    await theirs.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(theirs.getByText("Onjuiste email of wachtwoord.")).toBeVisible();
    await other.close();
  });

  test("'Krijgt meldingen van de inbox' is offered for a User only, and turning it on is told and logged", async ({
    page,
    browser,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Olga Owner" });
    const { context: other } = await colleagueIn(browser, sql, owner.org, "Pia Planner", "member");
    await page.goto("/dashboard/settings?tab=users");
    const members = page.getByTestId("member");
    await expect(members).toHaveCount(2);
    // Owners and admins are always told: only the User's row has the switch.
    await expect(page.getByTestId("inbox-notifications")).toHaveCount(1);
    const planner = page.getByRole("switch", { name: "Pia Planner krijgt meldingen van de inbox" });
    await expect(planner).not.toBeChecked();
    await planner.press("Space");
    await expect(page.getByText("Pia Planner krijgt nu meldingen van de inbox")).toBeVisible();
    await expect(planner).toBeChecked();
    await expect
      .poll(
        async () =>
          (
            await sql`select m.inbox_notifications from organization_members m
        join auth."user" u on u.id = m.user_id where m.organization_id = ${owner.org} and u.name = 'Pia Planner'`
          )[0]?.inbox_notifications,
      )
      .toBe(true);

    await page.goto("/dashboard/settings?tab=privacy");
    const log = page.getByTestId("activity-log");
    await expect(log).toContainText("Meldingen van de inbox gewijzigd");
    await expect(log).toContainText("Pia Planner krijgt nu meldingen van de inbox");
    await other.close();
  });
});
