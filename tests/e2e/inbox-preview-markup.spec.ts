import { expect, signUpOwner, test } from "./fixtures.ts";

test("the list's preview shows an answer as WhatsApp does, without its formatting marks", async ({ page, sql }) => {
  const { org } = await signUpOwner(page, sql, { name: "Petra Preview" });
  // The assistant answered a message with two questions: each part starts with the question in bold.
  const conversation = crypto.randomUUID();
  const inbound = crypto.randomUUID();
  const at = new Date(Date.now() - 5 * 60_000);
  await sql`insert into conversations (id, organization_id, customer_phone, message_count, last_message_at,
      last_inbound_at, created_at)
    values (${conversation}, ${org}, '+31611880001', 2, ${at}, ${at}, ${at})`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
    values (${inbound}, ${org}, ${conversation}, 'inbound', 'waar vind ik mn loonstrook en wanneer krijg ik vakantiegeld',
      'received', ${at})`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status,
      is_from_bot, reply_to, created_at)
    values (${crypto.randomUUID()}, ${org}, ${conversation}, 'outbound',
      ${"*waar vind ik mn loonstrook*\nIn de app onder 'Documenten'.\n\n*wanneer krijg ik vakantiegeld*\nIn mei."},
      'delivered', true, ${inbound}, ${new Date(at.getTime() + 5_000)})`;

  await page.goto("/dashboard/inbox");
  const preview = page.getByTestId("conversation-item").getByTestId("conversation-preview");
  await expect(preview).toHaveText("Assistent: waar vind ik mn loonstrook");
});
