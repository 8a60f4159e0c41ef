import { expect, membershipOf, signUp, signUpOwner, test } from "./fixtures.ts";

// Two colleagues share one inbox: who took a conversation over is on screen, and acting in a
// colleague's conversation asks first, naming them.
test.describe("inbox: who has a conversation", () => {
  test("a colleague's conversation: replying and taking over ask first, naming them; the other screen follows", async ({
    page,
    browser,
    sql,
  }) => {
    const petra = await signUpOwner(page, sql, { name: "Petra Plan" });
    const other = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
    const theirs = await other.newPage();
    const ahmed = await signUp(theirs, { name: "Ahmed Aziz" });
    // Ahmed works in Petra's organisation only (sign-up made him one of his own).
    const own = await membershipOf(sql, ahmed.email);
    await sql`delete from organizations where id = ${own.organization_id}`;
    await sql`insert into organization_members (id, organization_id, user_id, role)
      values (gen_random_uuid(), ${petra.org}, ${own.user_id}, 'member')`;

    const conversation = crypto.randomUUID();
    await sql`insert into conversations (id, organization_id, customer_phone, handled_by, taken_over_by, message_count,
        unresolved_count, last_message_at, last_inbound_at)
      values (${conversation}, ${petra.org}, '+31655500011', 'human', ${petra.userId}, 1, 1, now(), now())`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
      values (gen_random_uuid(), ${petra.org}, ${conversation}, 'inbound', 'Wie is mijn consulent?', 'received')`;

    await page.goto(`/dashboard/inbox?conversation=${conversation}`);
    await expect(page.getByTestId("thread-taker")).toHaveText("Overgenomen door jou");
    await theirs.goto(`/dashboard/inbox?conversation=${conversation}`);
    const thread = theirs.getByRole("region", { name: "+31 6 5550 0011" });
    await expect(thread.getByTestId("thread-taker")).toHaveText("Overgenomen door Petra Plan");
    await expect(theirs.getByTestId("conversation-item").getByTestId("conversation-taker")).toHaveText(
      "Overgenomen door Petra Plan",
    );

    // Replying asks first; cancelled, nothing is sent.
    await thread.getByLabel("Typ een antwoord…").fill("je consulent is Ahmed");
    await thread.getByRole("button", { name: "Verstuur" }).click();
    const ask = theirs.getByRole("alertdialog");
    await expect(ask).toContainText("Petra Plan heeft dit gesprek overgenomen.");
    await ask.getByRole("button", { name: "Annuleren" }).click();
    await expect(thread.getByTestId("message")).toHaveCount(1);
    // Confirmed, it is sent, and the conversation stays Petra's.
    await thread.getByRole("button", { name: "Verstuur" }).click();
    await ask.getByRole("button", { name: "Toch versturen" }).click();
    await expect(thread.getByTestId("message").filter({ hasText: "je consulent is Ahmed" })).toBeVisible();
    await expect(thread.getByTestId("thread-taker")).toHaveText("Overgenomen door Petra Plan");

    // Taking it over asks too, naming Petra; then it is Ahmed's, on Petra's screen as well.
    await thread.getByRole("button", { name: "Neem over" }).click();
    await expect(ask).toContainText("Petra Plan heeft dit gesprek overgenomen.");
    await ask.getByRole("button", { name: "Toch overnemen" }).click();
    await expect(thread.getByTestId("thread-taker")).toHaveText("Overgenomen door jou");
    await expect(page.getByTestId("thread-taker")).toHaveText("Overgenomen door Ahmed Aziz");
    // 'Van mij' lists it for Ahmed, no longer for Petra.
    await theirs.getByTestId("inbox-filter-mine").click();
    await expect(theirs.getByTestId("conversation-item")).toHaveCount(1);
    await page.getByTestId("inbox-filter-mine").click();
    await expect(page.getByTestId("conversation-item")).toHaveCount(0);
    await other.close();
  });
});
