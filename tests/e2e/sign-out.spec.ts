import { expect, signIn, signUp, test } from "./fixtures.ts";

// Zero keeps a replica of what the user may see (conversations, FAQs, employees) in the
// browser's IndexedDB. On a shared computer that copy must go with the session.
test("sign-out deletes Zero's local databases, so the next person at the computer finds no HR data", async ({
  page,
}) => {
  await signUp(page, { name: "Gedeelde Computer" });
  // The inbox has synced (its empty state comes from Zero), and so has the profile the
  // account menu shows.
  await page.goto("/dashboard/inbox");
  await expect(page.getByText("Nog geen gesprekken.", { exact: false })).toBeVisible();

  const zeroDatabases = () =>
    page.evaluate(async () =>
      (await indexedDB.databases())
        .map((db) => db.name ?? "")
        .filter((name) => name.startsWith("rep:") || name.startsWith("replicache-")),
    );
  await expect.poll(zeroDatabases).toContainEqual(expect.stringMatching(/^rep:/));

  await page.getByTestId("account-menu").click();
  await expect(page.getByRole("menu").getByText("Gedeelde Computer")).toBeVisible();
  await page.getByRole("menuitem", { name: "Uitloggen" }).click();
  await page.waitForURL("**/auth");
  expect(await zeroDatabases()).toEqual([]);
});

test("'Wachtwoord wijzigen' asks the current password, then signs the account out elsewhere", async ({
  page,
  browser,
}) => {
  const { email, password } = await signUp(page, { name: "Wim Wachtwoord" });
  // The same account, signed in in another browser.
  const other = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const elsewhere = await other.newPage();
  await signIn(elsewhere, email, password);

  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Wachtwoord wijzigen" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Huidig wachtwoord").fill("niet-mijn-wachtwoord");
  await dialog.getByLabel("Nieuw wachtwoord").fill("nieuw-geheim-456");
  await dialog.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByText("Je huidige wachtwoord klopt niet.")).toBeVisible();
  await dialog.getByLabel("Huidig wachtwoord").fill(password);
  await dialog.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByText("Op je andere apparaten en browsers ben je uitgelogd.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // This browser stays signed in; the other one is not any more, and the new password is the one.
  expect((await page.request.get("/api/me")).status()).toBe(200);
  expect((await elsewhere.request.get("/api/me")).status()).toBe(401);
  await other.close();
  await page.context().clearCookies();
  await signIn(page, email, "nieuw-geheim-456");
  await expect(page.getByTestId("account-menu")).toBeVisible();
});
