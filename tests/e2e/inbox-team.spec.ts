import type { Browser, Page } from "@playwright/test";
import type postgres from "postgres";
import { expect, membershipOf, signUp, signUpOwner, test } from "./fixtures.ts";
import { seedWaitingConversation } from "./waiting-conversation.ts";

// Several colleagues in one inbox at once: what one does reaches the other's screen, and
// nobody's action is lost or doubled because of what a colleague did a moment before.

/** Petra (owner) and Ahmed (member of Petra's organisation only), each in a browser context of their own. */
async function twoColleagues(page: Page, browser: Browser, sql: postgres.Sql) {
  const petra = await signUpOwner(page, sql, { name: "Petra Plan" });
  const other = await browser.newContext({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const theirs = await other.newPage();
  const ahmed = await signUp(theirs, { name: "Ahmed Aziz" });
  const own = await membershipOf(sql, ahmed.email);
  await sql`delete from organizations where id = ${own.organization_id}`;
  await sql`insert into organization_members (id, organization_id, user_id, role)
    values (gen_random_uuid(), ${petra.org}, ${own.user_id}, 'member')`;
  return { petra, ahmed: { ...ahmed, userId: own.user_id }, other, theirs };
}

/** A conversation the assistant handed over (waiting for a person), with the employee's one message. */
const handedOver = (sql: postgres.Sql, org: string, phone: string) =>
  seedWaitingConversation(sql, org, { phone, question: "Wie is mijn consulent?", handledBy: "assistant" });

test.describe("inbox: a team at once", () => {
  test("two colleagues press 'Neem over' together: the one who lost reads who has it, not a connection error", async ({
    page,
    browser,
    sql,
  }) => {
    const { petra, other, theirs } = await twoColleagues(page, browser, sql);
    const id = await handedOver(sql, petra.org, "+31655500021");
    await page.goto(`/dashboard/inbox?conversation=${id}`);
    await theirs.goto(`/dashboard/inbox?conversation=${id}`);
    const mine = page.getByRole("button", { name: "Neem over" });
    const his = theirs.getByRole("button", { name: "Neem over" });
    await expect(mine).toBeVisible();
    await expect(his).toBeVisible();
    await Promise.all([mine.click(), his.click()]);
    const winner = { full_name: "" };
    await expect
      .poll(async () => {
        const [row] = await sql`select p.full_name from conversations c join profiles p on p.user_id = c.taken_over_by
          where c.id = ${id}`;
        winner.full_name = row?.full_name ?? "";
        return winner.full_name;
      })
      .not.toBe("");
    const loser = winner.full_name === "Petra Plan" ? theirs : page;
    await expect(loser.locator("[data-sonner-toast]").filter({ hasText: "net overgenomen" })).toContainText(
      `${winner.full_name} heeft dit gesprek net overgenomen`,
    );
    await expect(loser.locator("[data-sonner-toast]").filter({ hasText: "opnieuw verstuurd" })).toHaveCount(0);
    await expect(loser.getByTestId("thread-taker")).toHaveText(`Overgenomen door ${winner.full_name}`);
    await other.close();
  });

  test("a colleague's conversation handed back asks first and tells them; their reply typed before then asks too, keeping the draft", async ({
    page,
    browser,
    sql,
  }) => {
    const { petra, ahmed, other, theirs } = await twoColleagues(page, browser, sql);
    const id = await handedOver(sql, petra.org, "+31655500022");
    await sql`update conversations set handled_by = 'human', taken_over_by = ${ahmed.userId} where id = ${id}`;
    await page.goto(`/dashboard/inbox?conversation=${id}`);
    await theirs.goto(`/dashboard/inbox?conversation=${id}`);
    await expect(theirs.getByTestId("thread-taker")).toHaveText("Overgenomen door jou");
    const field = theirs.getByLabel("Typ een antwoord…");
    await field.fill("Je consulent is Ahmed.");

    // Petra hands Ahmed's conversation back: asked first, naming him; cancelled, nothing changes.
    await page.getByRole("button", { name: "Geef terug aan assistent" }).click();
    const ask = page.getByRole("alertdialog");
    await expect(ask).toContainText("Ahmed Aziz heeft dit gesprek overgenomen. Toch teruggeven?");
    await ask.getByRole("button", { name: "Annuleren" }).click();
    await expect(page.getByTestId("thread-taker")).toHaveText("Overgenomen door Ahmed Aziz");
    await page.getByRole("button", { name: "Geef terug aan assistent" }).click();
    await ask.getByRole("button", { name: "Toch teruggeven" }).click();
    // Ahmed sees it happen.
    await expect(theirs.locator("[data-sonner-toast]")).toContainText(
      "Een collega heeft je gesprek teruggegeven aan de assistent.",
    );
    // The toast rises above the reply field: 'Verstuur', the next thing he clicks, stays uncovered.
    // (Polled: the toast slides in from below for 0.4 s.)
    const send = theirs.getByRole("button", { name: "Verstuur" });
    const toastBottomOverSend = async () => {
      const [toastBox, sendBox] = await Promise.all([
        theirs.locator("[data-sonner-toast]").first().boundingBox(),
        send.boundingBox(),
      ]);
      return toastBox && sendBox ? toastBox.y + toastBox.height - sendBox.y : Number.NaN;
    };
    await expect.poll(toastBottomOverSend).toBeLessThanOrEqual(0);

    // His reply, typed before, is not sent unasked; the draft stays.
    await send.click();
    const his = theirs.getByRole("alertdialog");
    await expect(his).toContainText("intussen");
    await expect(his).toContainText("je bericht is niet verstuurd");
    await his.getByRole("button", { name: "Annuleren" }).click();
    await expect(field).toHaveValue("Je consulent is Ahmed.");
    const sentByAhmed = () =>
      sql`select 1 from whatsapp_messages where conversation_id = ${id} and sent_by_user_id = ${ahmed.userId}`;
    expect(await sentByAhmed()).toHaveLength(0);
    // Asked again, and confirmed, it goes.
    await send.click();
    await his.getByRole("button", { name: "Toch versturen" }).click();
    await expect(theirs.getByTestId("message").filter({ hasText: "Je consulent is Ahmed." })).toBeVisible();
    await expect(field).toHaveValue("");
    expect(await sentByAhmed()).toHaveLength(1);
    await other.close();
  });
});
