import { expect, membershipOf, signUp, signUpOwner, test } from "./fixtures.ts";

// A colleague removed from the only organisation they work in, while typing: their tab stays on
// the page, says they lost access and keeps what they typed (it cannot be saved), as it does
// when they have other organisations; it no longer jumps to "geen lid".
test.describe("removed from one's only organisation while typing", () => {
  test("the member sees the notice and their text, and may go on to the no-organisation screen", async ({
    page,
    browser,
    sql,
  }) => {
    const owner = await signUpOwner(page, sql, { name: "Olga Owner" });
    await sql`update organizations set name = 'Enig BV' where id = ${owner.org}`;
    const other = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
    const theirs = await other.newPage();
    const cas = await signUp(theirs, { name: "Cas Collega" });
    // Cas works in Olga's organisation only (sign-up made him one of his own).
    const own = await membershipOf(sql, cas.email);
    await sql`delete from organizations where id = ${own.organization_id}`;
    await sql`insert into organization_members (id, organization_id, user_id, role)
      values (gen_random_uuid(), ${owner.org}, ${own.user_id}, 'admin')`;

    // Cas types an FAQ for Enig BV.
    await theirs.goto("/dashboard/faq");
    await expect(theirs.getByTestId("sidebar-org-name")).toHaveText("Enig BV");
    await theirs.getByRole("button", { name: "Add FAQ" }).click();
    const dialog = theirs.getByRole("dialog");
    const draft = "Wanneer wordt mijn loon betaald?";
    await dialog.getByLabel("Vraag", { exact: true }).fill(draft);

    // Olga removes Cas through the Users tab.
    await page.goto("/dashboard/settings?tab=users");
    await page.getByRole("button", { name: "Cas Collega verwijderen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByTestId("members")).not.toContainText("Cas Collega");

    // Cas's tab says so and keeps his text; it does not switch to the no-organisation screen.
    const notice = theirs.getByTestId("access-lost");
    await expect(notice).toContainText("Je hebt geen toegang meer tot Enig BV");
    await expect(notice).toContainText("Je bent nu geen lid meer van een organisatie.");
    await expect(dialog.getByLabel("Vraag", { exact: true })).toHaveValue(draft);
    await expect(dialog.getByRole("button", { name: "Opslaan" })).toBeDisabled();
    await expect(theirs.getByText("Je bent (nog) geen lid van een organisatie.")).toHaveCount(0);
    await theirs.waitForTimeout(1500);
    await expect(dialog.getByLabel("Vraag", { exact: true })).toHaveValue(draft);

    // When he is done with it, he goes on.
    await dialog.getByRole("button", { name: "Annuleren" }).click();
    await notice.getByRole("button", { name: "Verder" }).click();
    await expect(theirs.getByText("Je bent (nog) geen lid van een organisatie.")).toBeVisible();
    await other.close();
  });
});
