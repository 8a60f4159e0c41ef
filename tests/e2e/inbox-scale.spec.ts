import { randomUUID } from "node:crypto";
import type postgres from "postgres";
import { seededConversationId, seedInbox } from "../support/inbox-seed.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";

// The inbox beyond its newest 500 conversations: the search reaches all of them, the list
// loads more as it scrolls, the filters narrow it and show their counts.
const nameOf = async (sql: postgres.Sql, id: string) => {
  const [row] = await sql`select e.first_name || ' ' || e.last_name as name from conversations c
    join employees e on e.id = c.employee_id where c.id = ${id}`;
  return row.name as string;
};

test.describe("inbox at scale", () => {
  test("search finds a conversation beyond the newest 500 and opens it; scrolling loads more; filters work", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Sanne Schaal" });
    await seedInbox(sql, org, { conversations: 600, perConversation: 2, prefix: "+3163" });
    const deep = await seededConversationId(sql, org, 550);
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status)
      values (${randomUUID()}, ${org}, ${deep}, 'inbound', 'Mijn fietsvergoeding klopt niet', 'received')`;
    const deepName = await nameOf(sql, deep);

    await page.goto("/dashboard/inbox");
    const items = page.getByTestId("conversation-item");
    // The 1,800 seeded rows replicate into zero-cache first; beside another test that takes a while.
    await expect(items.first()).toContainText(await nameOf(sql, await seededConversationId(sql, org, 0)), {
      timeout: 30_000,
    });
    await expect(page.getByTestId("inbox-count-all")).toHaveText("600");
    await expect(page.getByTestId("inbox-count-test")).toHaveText("12");

    // Search by a word from a message of conversation 551 of 600.
    const search = page.getByLabel("Zoek op naam, nummer of bericht");
    await search.fill("fietsvergoeding");
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(deepName);
    await expect(page.getByTestId("inbox-list-status")).toHaveText("1 resultaat");
    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`conversation=${deep}`));
    const thread = page.getByRole("region", { name: deepName });
    await expect(thread.getByTestId("message").last()).toContainText("Mijn fietsvergoeding klopt niet");

    // Nothing found: the Dutch empty state.
    await search.fill("zzqqxx");
    await expect(page.getByTestId("inbox-list-status")).toContainText("Geen gesprekken gevonden voor 'zzqqxx'.");
    await expect(items).toHaveCount(0);

    // One emoji is one character, as the server counts it: too short, not a failed search.
    await search.fill("🌸");
    await expect(page.getByTestId("inbox-list-status")).toContainText("Typ minstens 2 tekens om te zoeken.");

    // Scrolling down loads rows beyond the first page (100) as they come into view.
    await search.fill("");
    await expect(items.first()).toBeVisible();
    const row300 = await nameOf(sql, await seededConversationId(sql, org, 300));
    await page.getByTestId("conversation-scroller").evaluate((el) => {
      el.scrollTop = 300 * 68;
    });
    await expect(items.filter({ hasText: row300 })).toBeVisible();

    // Filters: test conversations only; then those that need a person (3, 10, 17, …).
    await page.getByTestId("inbox-filter-test").click();
    await expect(items.first()).toContainText("Test");
    await expect(items.first()).toContainText(await nameOf(sql, await seededConversationId(sql, org, 49)));
    await page.getByTestId("inbox-filter-needsPerson").click();
    await expect(items.first()).toContainText(await nameOf(sql, await seededConversationId(sql, org, 3)));
    await expect(page.getByTestId("inbox-count-needsPerson")).toHaveText(
      String(Array.from({ length: 600 }, (_, i) => i).filter((i) => i % 7 === 3 && i % 50 !== 49).length),
    );
  });

  test("a long conversation opens on its newest hundred messages; earlier ones load above without moving the view", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Lange Lijn" });
    const conversation = randomUUID();
    await sql`insert into conversations (id, organization_id, customer_phone, message_count, last_message_at, last_inbound_at)
      values (${conversation}, ${org}, '+31655512345', 150, now(), now())`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
      select gen_random_uuid()::text, ${org}, ${conversation}, 'inbound', 'bericht ' || n, 'received',
        now() - (150 - n) * interval '1 minute'
      from generate_series(1, 150) n`;
    await page.goto(`/dashboard/inbox?conversation=${conversation}`);
    const thread = page.getByRole("region", { name: "+31 6 5551 2345" });
    await expect(thread.getByText("bericht 150", { exact: true })).toBeVisible();
    await expect(thread.getByTestId("message")).toHaveCount(100);
    await expect(thread.getByText("bericht 50", { exact: true })).toHaveCount(0);
    const newest = thread.getByText("bericht 51", { exact: true });
    await newest.scrollIntoViewIfNeeded();
    const before = await newest.boundingBox();
    await thread.getByRole("button", { name: "Eerdere berichten laden" }).click();
    await expect(thread.getByTestId("message")).toHaveCount(150);
    await expect(thread.getByRole("button", { name: "Eerdere berichten laden" })).toHaveCount(0);
    // What was in view stays in view: the earlier messages came in above it.
    const after = await newest.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(60);
    await expect(thread.getByText("bericht 1", { exact: true })).toBeAttached();
  });

  test("a jump to the bottom of 5,000 conversations loads in steps, saying so, and shows the last rows", async ({
    page,
    sql,
  }) => {
    test.setTimeout(120_000);
    const { org } = await signUpOwner(page, sql, { name: "Diepe Sprong" });
    await seedInbox(sql, org, { conversations: 5000, perConversation: 1, prefix: "+3167" });
    const lastName = await nameOf(sql, await seededConversationId(sql, org, 4999));
    // What the list asks of the server.
    const limits: number[] = [];
    type Op = { name?: string; args?: { limit?: number }[] };
    const noteLimits = (message: [string, { desiredQueriesPatch?: Op[] }] | undefined) => {
      for (const op of message?.[1]?.desiredQueriesPatch ?? [])
        if (op.name === "conversations.page" && op.args?.[0]?.limit) limits.push(op.args[0].limit);
    };
    page.on("websocket", (ws) => {
      ws.on("framesent", ({ payload }) => {
        const text = typeof payload === "string" ? payload : payload.toString("utf8");
        try {
          noteLimits(JSON.parse(text));
        } catch {}
      });
    });
    // A connection Zero opens again (a run under load did, at the bottom) sends its queries in
    // the handshake's Sec-WebSocket-Protocol header, not in a frame: read them there too.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    cdp.on("Network.webSocketWillSendHandshakeRequest", ({ request }) => {
      const protocol = Object.entries(request.headers).find(([k]) => k.toLowerCase() === "sec-websocket-protocol")?.[1];
      if (!protocol) return;
      try {
        const binary = atob(decodeURIComponent(String(protocol)));
        const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
        noteLimits(JSON.parse(text).initConnectionMessage);
      } catch {}
    });
    await page.goto("/dashboard/inbox");
    const items = page.getByTestId("conversation-item");
    await expect(items.first()).toBeVisible({ timeout: 30_000 });
    // The seed's later batches may still be replicating into zero-cache (a run saw 2.000, then
    // 4.000 for over 10 s): the count is waited for as the first rows are.
    await expect(page.getByTestId("inbox-count-all")).toHaveText("5.000", { timeout: 30_000 });

    const scroller = page.getByTestId("conversation-scroller");
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    // Placeholders in view: the status line says rows are coming.
    await expect(page.getByTestId("inbox-list-status")).toHaveText("Gesprekken laden…");
    await expect(items.filter({ hasText: lastName })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId("inbox-list-status")).toHaveCount(0);
    // Grown toward the bottom a step at a time (not 5,100 rows in one message): never more
    // than 2,000 rows beyond the step before.
    const asked = [100, ...limits.filter((l) => l > 100)];
    expect(asked.at(-1)).toBeGreaterThanOrEqual(5000);
    expect(asked.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < asked.length; i++) expect(asked[i] - asked[i - 1]).toBeLessThanOrEqual(2000);
  });

  test("a thread of exactly 100 or 200 messages offers earlier ones only while there are any", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Ronde Getallen" });
    const threadOf = async (phone: string, count: number) => {
      const id = randomUUID();
      await sql`insert into conversations (id, organization_id, customer_phone, message_count, last_message_at, last_inbound_at)
        values (${id}, ${org}, ${phone}, ${count}, now(), now())`;
      await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
        select gen_random_uuid()::text, ${org}, ${id}, 'inbound', 'bericht ' || n, 'received',
          now() - (${count} - n) * interval '1 minute'
        from generate_series(1, ${count}) n`;
      return id;
    };
    const hundred = await threadOf("+31655500100", 100);
    const twoHundred = await threadOf("+31655500200", 200);

    await page.goto(`/dashboard/inbox?conversation=${hundred}`);
    let thread = page.getByRole("region", { name: "+31 6 5550 0100" });
    await expect(thread.getByTestId("message")).toHaveCount(100);
    await expect(thread.getByText("bericht 1", { exact: true })).toBeAttached();
    await expect(thread.getByRole("button", { name: "Eerdere berichten laden" })).toHaveCount(0);

    await page.goto(`/dashboard/inbox?conversation=${twoHundred}`);
    thread = page.getByRole("region", { name: "+31 6 5550 0200" });
    await expect(thread.getByTestId("message")).toHaveCount(100);
    await thread.getByRole("button", { name: "Eerdere berichten laden" }).click();
    await expect(thread.getByTestId("message")).toHaveCount(200);
    await expect(thread.getByText("bericht 1", { exact: true })).toBeAttached();
    await expect(thread.getByRole("button", { name: "Eerdere berichten laden" })).toHaveCount(0);
  });
});
