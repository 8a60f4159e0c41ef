import { expect, signUpOwner, test } from "./fixtures.ts";

// Zero keeps a replica of what the user may see (conversations, FAQs, employees) in the
// browser's IndexedDB. On a shared computer that copy must go with the session.
test("sign-out deletes Zero's local databases, so the next person at the computer finds no HR data", async ({
  page,
  sql,
}) => {
  const { org } = await signUpOwner(page, sql, { name: "Gedeelde Computer" });
  await sql`insert into faqs (id, organization_id, question, answer)
    values (gen_random_uuid(), ${org}, 'Wanneer wordt het salaris betaald?', 'Op de 25e van de maand.')`;
  await page.goto("/dashboard/inbox");
  await expect(page.getByText("Nog geen gesprekken.", { exact: false })).toBeVisible();
  await page.goto("/dashboard/faq");
  await expect(page.getByText("Wanneer wordt het salaris betaald?")).toBeVisible();

  const zeroDatabases = () =>
    page.evaluate(async () =>
      (await indexedDB.databases())
        .map((db) => db.name ?? "")
        .filter((name) => name.startsWith("rep:") || name.startsWith("replicache-")),
    );
  await expect.poll(zeroDatabases).toContainEqual(expect.stringMatching(/^rep:/));

  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitem", { name: "Uitloggen" }).click();
  await page.waitForURL("**/auth");
  expect(await zeroDatabases()).toEqual([]);
});
