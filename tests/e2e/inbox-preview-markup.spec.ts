import { seedAnsweredConversation } from "./answered-conversation.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

test("the list's preview shows an answer as WhatsApp does, without its formatting marks", async ({ page, sql }) => {
  const { org } = await signUpOwner(page, sql, { name: "Petra Preview" });
  // The assistant answered a message with two questions: each part starts with the question in bold.
  await seedAnsweredConversation(sql, org, {
    phone: "+31611880001",
    question: "waar vind ik mn loonstrook en wanneer krijg ik vakantiegeld",
    answer: "*waar vind ik mn loonstrook*\nIn de app onder 'Documenten'.\n\n*wanneer krijg ik vakantiegeld*\nIn mei.",
    minutesAgo: 5,
  });

  await page.goto("/dashboard/inbox");
  const preview = page.getByTestId("conversation-item").getByTestId("conversation-preview");
  await expect(preview).toHaveText("Assistent: waar vind ik mn loonstrook");
});
