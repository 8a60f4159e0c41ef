import type postgres from "postgres";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { seedWaitingConversation } from "./waiting-conversation.ts";
import { controlledLink } from "./zero-link.ts";

// A reply goes to the employee once, however the send button or Enter is pressed while the
// server has not yet said it took it.

/** A conversation a person handles, its employee's question of a moment ago. */
const openConversation = (sql: postgres.Sql, org: string, phone: string) =>
  seedWaitingConversation(sql, org, { phone, question: "Hoe laat begint mijn dienst morgen?", handledBy: "human" });

/** Each reply staff sent in the conversation, oldest first. */
const replies = async (sql: postgres.Sql, id: string) =>
  (
    await sql<{ message_body: string }[]>`select message_body from whatsapp_messages
      where conversation_id = ${id} and direction = 'outbound' order by created_at, message_body`
  ).map((r) => r.message_body);

test.describe("inbox: a reply is sent once", () => {
  test("Enter pressed twice sends it once", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Dubbel Druk" });
    const id = await openConversation(sql, org, "+31655500401");
    await page.goto(`/dashboard/inbox?conversation=${id}`);
    const field = page.getByLabel("Typ een antwoord…");
    await field.fill("Om 7 uur, bij de hoofdingang.");
    await field.press("Enter");
    await field.press("Enter");
    await expect(field).toHaveValue("");
    // A reply sent after it reaches the server after anything sent before it (Zero keeps the order).
    await field.fill("Tot morgen!");
    await field.press("Enter");
    await expect.poll(() => replies(sql, id)).toEqual(["Om 7 uur, bij de hoofdingang.", "Tot morgen!"]);
    await expect(page.getByTestId("message").filter({ hasText: "Om 7 uur" })).toHaveCount(1);
  });

  test("a reply not confirmed after 10 s keeps 'Verstuur' waiting, and goes once when the link is back", async ({
    page,
    sql,
  }) => {
    test.setTimeout(90_000);
    const link = await controlledLink(page);
    const { org } = await signUpOwner(page, sql, { name: "Haperende Lijn" });
    const id = await openConversation(sql, org, "+31655500402");
    await page.goto(`/dashboard/inbox?conversation=${id}`);
    const field = page.getByLabel("Typ een antwoord…");
    const send = page.getByRole("button", { name: "Verstuur" });
    await expect(page.getByTestId("message").filter({ hasText: "Hoe laat begint" })).toBeVisible();
    await field.fill("Om 7 uur, bij de hoofdingang.");
    link.kill();
    await send.click();
    const notice = page.locator("[data-sonner-toast]").filter({ hasText: "Nog niet bevestigd" });
    await expect(notice).toContainText("De server heeft je wijziging nog niet bevestigd", { timeout: 20_000 });
    // Not offered again while the first may still go (the server would take both).
    await expect(send).toBeDisabled();
    await field.press("Enter");

    await link.revive();
    await expect(page.getByText("Je wijziging is alsnog opgeslagen.")).toBeVisible({ timeout: 30_000 });
    await expect(field).toHaveValue("");
    await field.fill("Tot morgen!");
    await field.press("Enter");
    await expect.poll(() => replies(sql, id)).toEqual(["Om 7 uur, bij de hoofdingang.", "Tot morgen!"]);
  });
});
