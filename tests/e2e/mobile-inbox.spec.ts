import type { Page } from "@playwright/test";
import type postgres from "postgres";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { touchContext } from "./touch-context.ts";

// The inbox on a phone (iPhone 13: 390×664, touch; on its side 844×390) and a tablet
// (820×1180): a conversation opens at its newest message, stays there through a rotation, and
// the thread gets the card's width when the sidebar leaves too little for list and thread.

const PHONE = { width: 390, height: 664 };
/** The same phone without the browser's bars: tall enough for the thread to scroll on its own. */
const TALL_PHONE = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };
const TABLET = { width: 820, height: 1180 };

const number = (n: number) => `+316${String(Date.now() + n).slice(-8)}`;

/** A conversation of `count` messages, the newest last ("Bericht <count-1>"), each a few lines long. */
async function conversationWith(sql: postgres.Sql, org: string, name: string, count: number, n: number) {
  const id = crypto.randomUUID();
  await sql`insert into conversations (id, organization_id, customer_phone, profile_name, handled_by, message_count,
      unresolved_count, last_message_at, last_inbound_at)
    values (${id}, ${org}, ${number(n)}, ${name}, 'assistant', ${count}, 0, now(), now())`;
  for (let i = 0; i < count; i++)
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
      values (gen_random_uuid(), ${org}, ${id}, ${i % 2 ? "outbound" : "inbound"},
        ${`Bericht ${i}: ${"een vraag over het rooster en de vakantiedagen van volgende maand ".repeat(2)}`},
        ${i % 2 ? "delivered" : "received"}, now() - ${`${count - i} minutes`}::interval)`;
  return id;
}

/** How far the thread's list is from its end, and whether its newest message and the reply box are on screen. */
const view = (page: Page, newest: string) =>
  page.evaluate((newestText) => {
    const ol = document.querySelector("section ol") as HTMLElement;
    const last = [...document.querySelectorAll('[data-testid="message"]')].find((m) =>
      m.textContent?.includes(newestText),
    );
    const reply = document.querySelector("[data-composer] > *") as HTMLElement | null;
    // Wholly inside the window under the page's header, and inside the list's own visible box.
    const box = ol.getBoundingClientRect();
    const onScreen = (el: Element | null | undefined, inList = true) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const top = Math.max(56, inList ? box.top : 0);
      const bottom = Math.min(innerHeight, inList ? box.bottom : innerHeight);
      return r.top >= top - 1 && r.bottom <= bottom + 1;
    };
    return {
      fromEnd: ol.scrollHeight - ol.scrollTop - ol.clientHeight,
      scrollTop: ol.scrollTop,
      newestShown: onScreen(last),
      replyShown: onScreen(reply, false),
    };
  }, newest);

test.describe("inbox on a phone and a tablet", () => {
  test("a conversation opens at its newest message, from a link and from the list, and stays there when the phone turns", async ({
    browser,
    app,
    sql,
  }) => {
    const context = await touchContext(browser, app.url, PHONE);
    const page = await context.newPage();
    const { org } = await signUpOwner(page, sql, { name: "Olga Oproep" });
    const first = await conversationWith(sql, org, "Hanna de Boer", 30, 1);
    await conversationWith(sql, org, "Daan Visser", 30, 2);

    // The bell's link: the first thread opened after the inbox loads. The phone is short
    // (664 px): the page scrolls, to the newest message with the reply box under it.
    await page.goto(`/dashboard/inbox?conversation=${first}`);
    await expect(page.getByTestId("message")).toHaveCount(30);
    await expect.poll(async () => (await view(page, "Bericht 29")).newestShown).toBe(true);
    expect((await view(page, "Bericht 29")).replyShown).toBe(true);

    // Turned on its side: the same.
    await page.setViewportSize(LANDSCAPE);
    await expect.poll(async () => (await view(page, "Bericht 29")).newestShown).toBe(true);
    expect((await view(page, "Bericht 29")).replyShown).toBe(true);

    // Taller: the thread scrolls on its own and stays at its end, not thrown to the top.
    await page.setViewportSize(TALL_PHONE);
    await expect.poll(async () => (await view(page, "Bericht 29")).fromEnd).toBeLessThan(30);
    expect((await view(page, "Bericht 29")).newestShown).toBe(true);
    // A keyboard closing (the window grows back): still at the end.
    await page.setViewportSize({ width: TALL_PHONE.width, height: TALL_PHONE.height - 150 });
    await page.setViewportSize(TALL_PHONE);
    await expect.poll(async () => (await view(page, "Bericht 29")).fromEnd).toBeLessThan(30);

    // A reader scrolled up stays where they read when the screen changes size.
    await page.locator("section ol").evaluate((ol) => {
      ol.scrollTop = 200;
    });
    await page.waitForTimeout(100);
    await page.setViewportSize({ width: TALL_PHONE.width, height: TALL_PHONE.height - 60 });
    await page.waitForTimeout(300);
    expect((await view(page, "Bericht 29")).scrollTop).toBe(200);

    // The first tap in the list after the inbox loads opens at the end too.
    await page.close();
    const fresh = await context.newPage();
    await fresh.setViewportSize(TALL_PHONE);
    await fresh.goto("/dashboard/inbox");
    await fresh.getByTestId("conversation-item").filter({ hasText: "Daan Visser" }).tap();
    await expect(fresh.getByTestId("message")).toHaveCount(30);
    await expect.poll(async () => (await view(fresh, "Bericht 29")).fromEnd).toBeLessThan(30);
    expect((await view(fresh, "Bericht 29")).newestShown).toBe(true);
    await context.close();
  });

  test("on a tablet in portrait the open thread has the card's width and the reply box its height; wide, list and thread side by side", async ({
    browser,
    app,
    sql,
  }) => {
    const context = await touchContext(browser, app.url, TABLET);
    const page = await context.newPage();
    const { org } = await signUpOwner(page, sql, { name: "Tamara Tablet" });
    const id = await conversationWith(sql, org, "Hanna de Boer", 6, 3);
    await page.goto("/dashboard/inbox");
    await page.getByTestId("conversation-item").filter({ hasText: "Hanna de Boer" }).tap();
    await expect(page).toHaveURL(new RegExp(`conversation=${id}`));
    const card = page.getByTestId("inbox-card");
    const thread = page.getByRole("region").filter({ has: page.getByRole("heading", { level: 2 }) });
    // List or thread: the thread takes the card, with the way back to the list.
    await expect(page.getByRole("button", { name: "Terug naar gesprekken" })).toBeVisible();
    await expect(page.getByTestId("conversation-item")).toBeHidden();
    const cardBox = await card.boundingBox();
    const threadBox = await thread.boundingBox();
    expect(threadBox?.width).toBeGreaterThan((cardBox?.width ?? 0) - 4);
    const reply = await page.getByLabel("Typ een antwoord…").boundingBox();
    expect(reply?.width).toBeGreaterThan(300);

    // A phone on its side (844 px wide, the sidebar beside the card): list or thread too.
    await page.setViewportSize(LANDSCAPE);
    await expect(page.getByRole("button", { name: "Terug naar gesprekken" })).toBeVisible();
    // A wide screen: side by side, no way back needed.
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(page.getByTestId("conversation-item")).toBeVisible();
    await expect(page.getByRole("button", { name: "Terug naar gesprekken" })).toBeHidden();
    await context.close();
  });
});
