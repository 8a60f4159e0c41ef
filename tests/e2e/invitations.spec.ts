import type { Page } from "@playwright/test";
import { expect, followMailLink, signUp, signUpOwner, test, uniqueEmail } from "./fixtures.ts";
import { mailLinks } from "./mailbox.ts";

const newBrowser = { locale: "nl-NL", timezoneId: "Europe/Amsterdam" };

/** Invites `email` from the users tab (open on `page`) and waits for the confirmation. */
async function invite(page: Page, email: string) {
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByRole("button", { name: "Uitnodigen", exact: true }).click();
  await expect(page.getByText(`Uitnodiging verstuurd naar ${email}`)).toBeVisible();
}

test.describe("inviting a colleague", () => {
  test("an admin invites; the colleague signs up from the e-mail's link and lands in the organisation", async ({
    page,
    browser,
    baseURL,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Ilse Inviter" });
    await sql`update organizations set name = 'Uitnodigend BV' where id = ${owner.org}`;
    await page.goto("/dashboard/settings?tab=users");
    const colleague = uniqueEmail("collega");
    await page.getByLabel("E-mailadres").fill(colleague);
    await page.getByLabel("Rol", { exact: true }).selectOption({ label: "Admin" });
    await page.getByRole("button", { name: "Uitnodigen", exact: true }).click();
    await expect(page.getByText(`Uitnodiging verstuurd naar ${colleague}`)).toBeVisible();
    const pending = page.getByTestId("pending-invitations");
    await expect(pending).toContainText(colleague);
    await expect(pending).toContainText(/Verloopt op \d+ \w+\.? \d{4}/);

    // The colleague, in a browser of their own, follows the e-mail's link.
    const other = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
    const theirs = await other.newPage();
    await followMailLink(theirs, baseURL, colleague, "/invite/");
    await expect(theirs.getByTestId("invite-card")).toContainText("Je bent uitgenodigd voor Uitnodigend BV als admin.");
    await theirs.getByRole("link", { name: "Account aanmaken" }).click();
    // The sign-up card says whose invitation this is (from the server, not the URL), not "Start gratis".
    await expect(theirs.getByRole("heading", { name: "Je bent uitgenodigd" })).toBeVisible();
    await expect(theirs.getByText("Je bent uitgenodigd voor Uitnodigend BV als admin.")).toBeVisible();
    await expect(theirs.getByLabel("E-mailadres")).toHaveValue(colleague);
    await expect(theirs.getByLabel("E-mailadres")).not.toBeEditable();
    await theirs.getByLabel("Volledige naam").fill("Cor Collega");
    await theirs.getByLabel("Wachtwoord").fill("geheim123");
    // Signing up from the link joins the organisation on the way: no second step, no own organisation.
    await theirs.getByRole("button", { name: "Account aanmaken" }).click();
    await expect(theirs).toHaveURL(/\/dashboard\/onboarding$/);
    await expect(theirs.getByText("Welkom bij Uitnodigend BV!")).toBeVisible();
    await expect(theirs.getByTestId("sidebar-org-name")).toHaveText("Uitnodigend BV");

    // The admin's list follows without a reload: no longer pending, now a member.
    await expect(pending).toHaveCount(0);
    await expect(page.getByTestId("members")).toContainText(colleague);
    await other.close();
  });

  test("an open invitation is sent again (a second mail, the old link stops working) or withdrawn (its link is refused)", async ({
    page,
    browser,
    baseURL,
    sql,
  }) => {
    await signUpOwner(page, sql, { name: "Rik Resender" });
    await page.goto("/dashboard/settings?tab=users");
    const pending = page.getByTestId("pending-invitations");
    const again = uniqueEmail("opnieuw");
    const withdrawn = uniqueEmail("ingetrokken");
    await invite(page, again);
    await invite(page, withdrawn);
    // The mailbox in a tab of its own, so the admin's tab stays where it is.
    const mailbox = await page.context().newPage();
    const [first] = await mailLinks(mailbox, baseURL, again, { hrefPart: "/invite/" });
    const [withdrawnLink] = await mailLinks(mailbox, baseURL, withdrawn, { hrefPart: "/invite/" });

    // A resend waits a minute after the last send: this one was sent two minutes ago (set
    // without the trigger, so without a mail of its own).
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update organization_invitations set sent_at = sent_at - interval '2 minutes' where email = ${again}`;
    });
    await pending
      .getByRole("listitem")
      .filter({ hasText: again })
      .getByRole("button", { name: "Opnieuw versturen" })
      .click();
    await expect(page.getByText("Uitnodiging opnieuw verstuurd")).toBeVisible();
    const [second, older] = await mailLinks(mailbox, baseURL, again, { hrefPart: "/invite/", count: 2 });
    expect(older).toBe(first);
    expect(second).not.toBe(first);

    // Someone without an account opens the links: the new mail's works, the old one's secret was replaced.
    const other = await browser.newContext(newBrowser);
    const guest = await other.newPage();
    const card = guest.getByTestId("invite-card");
    await guest.goto(second);
    await expect(card).toContainText("als gebruiker.");
    await guest.goto(first);
    await expect(card).toContainText("Deze uitnodiging is niet (meer) geldig.");

    await page.getByRole("button", { name: `Intrekken: ${withdrawn}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Intrekken" }).click();
    await expect(page.getByText("Uitnodiging ingetrokken")).toBeVisible();
    await expect(pending).not.toContainText(withdrawn);
    await expect(pending).toContainText(again);
    await guest.goto(withdrawnLink);
    await expect(card).toContainText("Deze uitnodiging is niet (meer) geldig.");
    await expect(card).toContainText("Uitnodiging niet geldig");
    await expect(card).not.toContainText("als gebruiker.");
    // An expired link tells its holder so, and what to do: not the same as a withdrawn one.
    await sql`update organization_invitations set expires_at = now() - interval '1 minute' where lower(email) = ${again.toLowerCase()}`;
    await guest.goto(second);
    await expect(card).toContainText("Uitnodiging verlopen");
    await expect(card).toContainText("Vraag een admin van de organisatie om hem opnieuw te versturen.");
    await other.close();
  });

  test("the sender saved under Algemeen is the From of the next invitation mail", async ({ page, baseURL, sql }) => {
    const owner = await signUpOwner(page, sql, { name: "Sanne Sender" });
    await page.goto("/dashboard/settings");
    const form = page.locator("form").filter({ has: page.getByLabel("Afzendernaam") });
    await form.getByLabel("Afzendernaam").fill("Sanne HR");
    await form.getByLabel("Domein", { exact: true }).fill("sanne-bv.nl");
    await form.getByLabel("Afzenderadres (voor de @)").fill("personeel");
    await expect(form).toContainText("@sanne-bv.nl");
    await form.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Instellingen opgeslagen")).toBeVisible();
    await expect
      .poll(async () => (await sql`select email_from_address from organizations where id = ${owner.org}`)[0])
      .toEqual({ email_from_address: "personeel" });

    // Until the domain is shown to be theirs, mail goes out from the platform's address.
    const record = form.getByTestId("email-domain-record");
    await expect(record).toContainText("_hr-assistent.sanne-bv.nl");
    const [{ email_domain_token: token }] =
      await sql`select email_domain_token from organizations where id = ${owner.org}`;
    await expect(record).toContainText(`hr-assistent-verificatie=${token}`);
    await record.getByRole("button", { name: "Domein verifiëren" }).click();
    await expect(page.getByText("Domein niet geverifieerd")).toBeVisible();
    await page.goto("/dashboard/settings?tab=users");
    const first = uniqueEmail("afzender");
    await invite(page, first);
    expect(await mailLinks(page, baseURL, first, { hrefPart: "/invite/", hasText: '"Sanne HR" <' })).toHaveLength(1);
    expect(
      await mailLinks(page, baseURL, first, { hrefPart: "/invite/", hasText: "@sanne-bv.nl>", count: 0 }),
    ).toHaveLength(0);

    // Verified (by the TXT record; the integration tests look it up): the card says so, live, and mail uses it.
    await page.goto("/dashboard/settings");
    await sql`update organizations set email_domain_verified_at = now() where id = ${owner.org}`;
    await expect(page.getByText("Geverifieerd: e-mails gaan uit vanaf dit domein.")).toBeVisible();
    await page.goto("/dashboard/settings?tab=users");
    const colleague = uniqueEmail("afzender");
    await invite(page, colleague);
    const links = await mailLinks(page, baseURL, colleague, {
      hrefPart: "/invite/",
      hasText: '"Sanne HR" <personeel@sanne-bv.nl>',
    });
    expect(links).toHaveLength(1);
  });

  test("accepting after the session ended says 'Je moet ingelogd zijn.' and signing in again lets them accept", async ({
    page,
    browser,
    baseURL,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Eva Einde" });
    await sql`update organizations set name = 'Verlopen BV' where id = ${owner.org}`;
    const other = await browser.newContext(newBrowser);
    const theirs = await other.newPage();
    const guest = await signUp(theirs, { name: "Gijs Gast" });
    await page.goto("/dashboard/settings?tab=users");
    await invite(page, guest.email);
    await followMailLink(theirs, baseURL, guest.email, "/invite/");
    const accept = theirs.getByRole("button", { name: "Uitnodiging accepteren" });
    await expect(accept).toBeVisible();

    // Signed out elsewhere (or expired) while the page stayed open.
    await other.clearCookies();
    await accept.click();
    await expect(theirs.getByText("Je moet ingelogd zijn.")).toBeVisible();
    await theirs.getByTestId("invite-card").getByRole("link", { name: "Inloggen" }).click();
    await theirs.getByLabel("E-mailadres").fill(guest.email);
    await theirs.getByLabel("Wachtwoord").fill(guest.password);
    await theirs.getByRole("button", { name: "Inloggen", exact: true }).click();
    // Back on the invitation, signed in again.
    await theirs.getByRole("button", { name: "Uitnodiging accepteren" }).click();
    await expect(theirs.getByTestId("sidebar-org-name")).toHaveText("Verlopen BV");
    // Invited as User: the inbox is where they start, not onboarding's admin steps.
    await expect(theirs).toHaveURL(/\/dashboard\/inbox$/);
    await other.close();
  });

  test("a link opened while signed in as someone else offers 'Uitloggen en doorgaan', and signing in returns to the invitation", async ({
    page,
    browser,
    baseURL,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Anke Ander" });
    await sql`update organizations set name = 'Wissel BV' where id = ${owner.org}`;
    const other = await browser.newContext(newBrowser);
    const theirs = await other.newPage();
    const guest = await signUp(theirs, { name: "Gijs Gast" });
    await other.clearCookies();
    const colleague = await signUp(theirs, { name: "Bram Buurman" });
    await page.goto("/dashboard/settings?tab=users");
    await invite(page, guest.email);

    // Bram is signed in on the shared computer when Gijs opens his invitation.
    await followMailLink(theirs, baseURL, guest.email, "/invite/");
    const card = theirs.getByTestId("invite-card");
    await expect(card).toContainText(`Je bent ingelogd als ${colleague.email}.`);
    await card.getByRole("button", { name: "Uitloggen en doorgaan" }).click();
    await card.getByRole("link", { name: "Inloggen" }).click();
    await theirs.getByLabel("E-mailadres").fill(guest.email);
    await theirs.getByLabel("Wachtwoord").fill(guest.password);
    await theirs.getByRole("button", { name: "Inloggen", exact: true }).click();
    // Back on the invitation, as Gijs: one click into the organisation.
    await theirs.getByRole("button", { name: "Uitnodiging accepteren" }).click();
    await expect(theirs.getByTestId("sidebar-org-name")).toHaveText("Wissel BV");
    await other.close();
  });
});
