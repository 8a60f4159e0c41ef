import type { Page } from "@playwright/test";
import type postgres from "postgres";
import { expect, signUpOwner, test } from "./fixtures.ts";

// A reply half written in the inbox waits for its writer: going to another conversation and
// back, or reloading the tab, finds it in its field again. Sent, it is gone; signing out
// leaves nothing of it in the browser.

/** A conversation a person handles, its employee's message of a minute ago (the 24-hour window open). */
async function openConversation(sql: postgres.Sql, org: string, phone: string, question: string) {
  const id = crypto.randomUUID();
  await sql`insert into conversations (id, organization_id, customer_phone, handled_by, message_count,
      unresolved_count, last_message_at, last_inbound_at)
    values (${id}, ${org}, ${phone}, 'human', 1, 1, now(), now())`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
    values (gen_random_uuid(), ${org}, ${id}, 'inbound', ${question}, 'received')`;
  return id;
}

/** Every value this tab keeps in sessionStorage and localStorage, joined. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [sessionStorage, localStorage]
      .flatMap((s) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? "")}`))
      .join("\n"),
  );

test.describe("inbox: a reply half written is kept", () => {
  test("another conversation and back, and a reload, find the draft; sent, it is gone", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Dirk Draft" });
    await openConversation(sql, org, "+31655500301", "Wanneer word ik uitbetaald?");
    await openConversation(sql, org, "+31655500302", "Mag ik mijn dienst ruilen?");
    await page.goto("/dashboard/inbox");
    const first = page.getByTestId("conversation-item").filter({ hasText: "+31655500301" });
    const second = page.getByTestId("conversation-item").filter({ hasText: "+31655500302" });
    const field = page.getByLabel("Typ een antwoord…");
    const draft = "Je loon komt op de 25e, ik kijk even na";

    await first.click();
    await expect(page.getByTestId("message").filter({ hasText: "Wanneer word ik uitbetaald?" })).toBeVisible();
    await field.fill(draft);
    await second.click();
    await expect(page.getByTestId("message").filter({ hasText: "Mag ik mijn dienst ruilen?" })).toBeVisible();
    await expect(field).toHaveValue("");
    await first.click();
    await expect(field).toHaveValue(draft);

    // A reload keeps it too (this tab's sessionStorage).
    await page.reload();
    await expect(page.getByTestId("message").filter({ hasText: "Wanneer word ik uitbetaald?" })).toBeVisible();
    await expect(field).toHaveValue(draft);

    // Sent: in the thread, out of the field and out of storage.
    await field.press("Enter");
    await expect(page.getByTestId("message").filter({ hasText: draft })).toBeVisible();
    await expect(field).toHaveValue("");
    expect(await storedText(page)).not.toContain("ik kijk even na");
    await second.click();
    await expect(field).toHaveValue("");
    await first.click();
    await expect(field).toHaveValue("");
    await page.reload();
    await expect(page.getByTestId("message").filter({ hasText: draft })).toBeVisible();
    await expect(field).toHaveValue("");
  });

  test("signing out leaves nothing of a draft in the browser", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Sanne Signout" });
    const id = await openConversation(sql, org, "+31655500303", "Hoe vraag ik verlof aan?");
    await page.goto(`/dashboard/inbox?conversation=${id}`);
    const field = page.getByLabel("Typ een antwoord…");
    await field.fill("Verlof vraag je aan via de app, geheimzinnig concept");
    await expect.poll(() => storedText(page)).toContain("geheimzinnig concept");

    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Uitloggen" }).click();
    await page.waitForURL("**/auth");
    expect(await storedText(page)).not.toContain("geheimzinnig concept");
  });
});
