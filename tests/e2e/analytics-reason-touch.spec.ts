import { randomUUID } from "node:crypto";
import { nl } from "../../common/i18n/nl.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

// On a phone a label's reason opens with a tap, and by keyboard with Enter, as the cards'
// 'Hoe berekend' do: it used to be a tooltip that only a mouse's hover opened.
test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

test("a conversation label's reason opens on a tap and on Enter, and Escape closes it", async ({ page, sql }) => {
  const { org } = await signUpOwner(page, sql, { name: "Tessa Tik" });
  await sql`insert into conversations (id, organization_id, customer_phone, message_count, unresolved_count,
      last_message_at, last_inbound_at, created_at)
    values (${randomUUID()}, ${org}, '+31612345670', 2, 1, now(), now(), now())`;
  await page.goto("/dashboard/analytics");
  const badge = page
    .getByTestId("analytics-row")
    .first()
    .getByRole("button", { name: new RegExp(nl.inbox.labels.inProgress) });
  const reason = page.getByTestId("label-reason");

  await badge.tap();
  await expect(reason).toBeVisible();
  await expect(reason).toContainText("1 vraag nog onbeantwoord");
  await page.keyboard.press("Escape");
  await expect(reason).toHaveCount(0);

  await badge.focus();
  await page.keyboard.press("Enter");
  await expect(reason).toContainText("1 vraag nog onbeantwoord");
  await page.keyboard.press("Escape");
  await expect(reason).toHaveCount(0);
  await expect(badge).toBeFocused();
});
