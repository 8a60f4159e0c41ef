import { expect, signUpOwner, test } from "./fixtures.ts";

// QA finding 8: an unknown number read "+31680000009 ~Medewerker" in the inbox and
// "+31680000009" in Analytics. It reads one way on every screen: grouped, with the name the
// sender chose on WhatsApp beside it (common/inbox/grouped-number.ts).
test("a number no employee has reads the same, grouped, in the inbox list, the thread and Analytics", async ({
  page,
  sql,
}) => {
  const { org } = await signUpOwner(page, sql, { name: "Olga Onbekend" });
  const [{ id }] =
    await sql`insert into conversations (id, organization_id, customer_phone, profile_name, message_count, unresolved_count, last_message_at, last_inbound_at)
    values (gen_random_uuid(), ${org}, '+31680000009', 'Medewerker', 1, 0, now(), now()) returning id`;

  await page.goto(`/dashboard/inbox?conversation=${id}`);
  const row = page.getByTestId("conversation-item");
  await expect(row.getByText("+31 6 8000 0009", { exact: true })).toBeVisible();
  await expect(row).toContainText("~Medewerker");
  const thread = page.getByRole("region", { name: "Medewerker (naam in WhatsApp), +31 6 8000 0009" });
  await expect(thread.getByRole("heading", { level: 2 })).toContainText("+31 6 8000 0009");
  await expect(page.getByText("+31680000009")).toHaveCount(0);

  await page.goto("/dashboard/analytics");
  const link = page.getByTestId("analytics-row").getByRole("link");
  await expect(link).toHaveText("+31 6 8000 0009 ~Medewerker");
  await expect(page.getByText("+31680000009")).toHaveCount(0);
});
