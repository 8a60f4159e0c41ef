import { expect, followMailLink, signUpOwner, test, uniqueEmail } from "./fixtures.ts";

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
    await page.getByRole("button", { name: "Uitnodigen" }).click();
    await expect(page.getByText(`Uitnodiging verstuurd naar ${colleague}`)).toBeVisible();
    const pending = page.getByTestId("pending-invitations");
    await expect(pending).toContainText(colleague);
    await expect(pending).toContainText(/Verloopt op \d+ \w+\.? \d{4}/);

    // The colleague, in a browser of their own, follows the e-mail's link.
    const other = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
    const theirs = await other.newPage();
    await followMailLink(theirs, baseURL, colleague, "/invite/");
    await expect(theirs.getByTestId("invite-card")).toContainText("Je bent uitgenodigd voor Uitnodigend BV als Admin.");
    await theirs.getByRole("link", { name: "Account aanmaken" }).click();
    await expect(theirs.getByLabel("Email")).toHaveValue(colleague);
    await theirs.getByLabel("Volledige naam").fill("Cor Collega");
    await theirs.getByLabel("Wachtwoord").fill("geheim123");
    // Signing up from the link joins the organisation on the way: no second step, no own organisation.
    await theirs.getByRole("button", { name: "Start gratis" }).click();
    await expect(theirs).toHaveURL(/\/dashboard/);
    await expect(theirs.getByTestId("sidebar-org-name")).toHaveText("Uitnodigend BV");

    // The admin's list follows without a reload: no longer pending, now a member.
    await expect(pending).toHaveCount(0);
    await expect(page.getByTestId("members")).toContainText(colleague);
    await other.close();
  });
});
