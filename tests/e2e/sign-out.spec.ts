import { expect, signUp, test } from "./fixtures.ts";

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
