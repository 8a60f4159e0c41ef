import { expect, membershipOf, signUp, test } from "./fixtures.ts";

// A busy organisation's bell: hundreds unread. The label counts them all, not the newest
// page the bell syncs, and older notifications are reached a page at a time.
test("the bell counts every unread notification and pages back to the oldest", async ({ page, sql }) => {
  const { email } = await signUp(page);
  const { organization_id, user_id } = await membershipOf(sql, email);
  await sql`insert into notifications (id, user_id, organization_id, type, title, created_at)
    select gen_random_uuid(), ${user_id}, ${organization_id}, 'new_conversation', 'Gesprek ' || i,
      now() - make_interval(mins => i)
    from generate_series(1, 120) i`;
  const bell = page.getByRole("button", { name: "Notificaties, 120 ongelezen" });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId("unread-badge")).toHaveText("9+");

  await bell.click();
  const items = page.getByTestId("notification");
  await expect(items).toHaveCount(50);
  const older = page.getByRole("button", { name: "Oudere meldingen laden" });
  await older.click();
  await expect(items).toHaveCount(100);
  await older.click();
  await expect(items).toHaveCount(120);
  await expect(items.last()).toContainText("Gesprek 120");
  await expect(older).toHaveCount(0);

  // Reading one counts down at once (the list stays open); 'Alles gelezen' reaches the ones never opened.
  await items.first().click();
  await expect(page.getByRole("button", { name: "Notificaties, 119 ongelezen" })).toBeVisible();
  await page.getByRole("button", { name: "Alles gelezen" }).click();
  await expect(page.getByTestId("unread-badge")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Notificaties", exact: true })).toBeVisible();
  await expect
    .poll(async () => (await sql`select 1 from notifications where user_id = ${user_id} and read_at is null`).length)
    .toBe(0);
});
