import { expect, signUp, signUpOwner, test } from "./fixtures.ts";

test.describe("users and roles, live in the colleague's open tab", () => {
  test("a promotion shows up at once, and a removal takes the organisation away without a reload", async ({
    page,
    browser,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Olga Owner" });
    await sql`update organizations set name = 'Levend BV' where id = ${owner.org}`;

    // A colleague, in a browser of their own, is a plain member of the owner's organisation.
    const other = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
    const theirs = await other.newPage();
    const colleague = await signUp(theirs, { name: "Cas Collega" });
    await sql`insert into organization_members (id, organization_id, user_id, role)
      select gen_random_uuid()::text, ${owner.org}, id, 'member' from auth."user" where email = ${colleague.email}`;
    await theirs.evaluate((org) => localStorage.setItem("currentOrganizationId", org), owner.org);
    await theirs.goto("/dashboard/settings?tab=users");
    await expect(theirs.getByTestId("sidebar-org-name")).toHaveText("Levend BV");
    await expect(theirs.getByText("Alleen admins kunnen gebruikers beheren.")).toBeVisible();

    // The owner makes them Admin: their open tab shows the users list, no reload.
    await page.goto("/dashboard/settings?tab=users");
    await page.getByLabel("Rol van Cas Collega").selectOption({ label: "Admin" });
    await expect(page.getByText("Rol gewijzigd")).toBeVisible();
    await expect(theirs.getByTestId("members")).toContainText("Olga Owner");

    // The owner removes them: their tab loses the organisation and says why.
    await page.getByRole("button", { name: "Cas Collega verwijderen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByTestId("members")).not.toContainText("Cas Collega");
    await expect(theirs.getByText("Je hebt geen toegang meer tot Levend BV")).toBeVisible();
    await expect(theirs.getByTestId("sidebar-org-name")).not.toHaveText("Levend BV");
    await expect(theirs.getByTestId("members")).not.toContainText("Olga Owner");
    await other.close();
  });
});
