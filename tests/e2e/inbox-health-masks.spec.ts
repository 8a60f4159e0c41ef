import { randomUUID } from "node:crypto";
import { expect, signUpOwner, test } from "./fixtures.ts";

// A colleague without 'Mag ziekmeldingen zien' opens a conversation in which the employee
// reported sick and another colleague answered ("beterschap, …", migration 0084): both are
// masked, the answer on the organisation's side, and the list's preview names a colleague.
test("a colleague's answer to a sick report is masked on the organisation's side for one without access", async ({
  page,
  sql,
}) => {
  const { org, userId } = await signUpOwner(page, sql, { name: "Mirte Zonder" });
  const colleague = randomUUID();
  await sql`insert into auth."user" (id, name, email) values (${colleague}, 'Sanne Verzuim', ${`${colleague}@e2e.nl`})`;
  await sql`insert into organization_members (id, organization_id, user_id, role, may_see_health)
    values (${randomUUID()}, ${org}, ${colleague}, 'member', true)`;
  const id = randomUUID();
  const at = (s: number) => new Date(Date.now() - s * 1000).toISOString();
  await sql`insert into conversations (id, organization_id, customer_phone, handled_by, created_at, last_message_at, last_inbound_at)
    values (${id}, ${org}, '+31612340091', 'human', ${at(60)}, ${at(10)}, ${at(30)})`;
  const message = (direction: string, body: string, s: number, by: string | null, health: boolean) =>
    sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, is_from_bot,
        status, is_health, sent_by_user_id, created_at, updated_at)
      values (${randomUUID()}, ${org}, ${id}, ${direction}, ${body}, false,
        ${direction === "inbound" ? "received" : "sent"}, ${health}, ${by}, ${at(s)}, ${at(s)})`;
  await message("inbound", "hoeveel vakantiedagen heb ik?", 60, null, false);
  await message("inbound", "ik ben ziek vandaag", 30, null, true);
  // Stored as the inbox stores a staff reply: the database marks it (not said here).
  await message("outbound", "Beterschap, rust goed uit met je griep!", 10, colleague, false);
  await sql`update organization_members set may_see_health = false where organization_id = ${org} and user_id = ${userId}`;

  await page.goto("/dashboard/inbox");
  const item = page.getByTestId("conversation-item").filter({ hasText: "+31 6 1234 0091" });
  await expect(item.getByTestId("conversation-preview")).toHaveText("Collega: Ziekmelding");
  await item.click();
  const masked = page.getByTestId("masked-health");
  await expect(masked).toHaveCount(2);
  await expect(page.getByText("Beterschap")).toHaveCount(0);
  await expect(page.getByText("ik ben ziek vandaag")).toHaveCount(0);
  await expect(masked.nth(0)).toHaveAttribute("data-outbound", "false");
  await expect(masked.nth(1)).toHaveAttribute("data-outbound", "true");
  // The answer stands right, where the organisation's messages stand; the report left.
  const report = await masked.nth(0).locator("div").first().boundingBox();
  const answer = await masked.nth(1).locator("div").first().boundingBox();
  expect(report && answer && answer.x > report.x + 50).toBe(true);
});
