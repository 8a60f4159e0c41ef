import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type postgres from "postgres";
import twilio from "twilio";
import { expect, signUpOwner, test } from "./fixtures.ts";

// The inbox for staff on a keyboard and a screen reader: what is announced, where the focus
// goes, what rows and threads are called, and a narrow or zoomed screen.

type Org = { org: string; url: string; accountSid: string; authToken: string };

/** WhatsApp connected (the launcher's fake Twilio accepts any account). */
async function connect(page: Page, sql: postgres.Sql, appUrl: string): Promise<Org> {
  const { org } = await signUpOwner(page, sql, { name: "Sara Schermlezer" });
  const accountSid = `AC${randomBytes(16).toString("hex")}`;
  const authToken = randomBytes(16).toString("hex");
  const saved = await page.request.post("/api/twilio/credentials", {
    headers: { origin: appUrl, "x-organization-id": org },
    data: { account_sid: accountSid, auth_token: authToken, whatsapp_sender: "+3197010000778" },
  });
  expect(saved.status()).toBe(200);
  return { org, url: `${appUrl}/api/webhooks/twilio/${org}`, accountSid, authToken };
}

/** An employee's WhatsApp message, as Twilio posts it (signed). */
async function inbound(o: Org, from: string, body: string, profileName: string) {
  const sid = `SM${randomBytes(16).toString("hex")}`;
  const params = {
    MessageSid: sid,
    SmsMessageSid: sid,
    AccountSid: o.accountSid,
    From: `whatsapp:${from}`,
    To: "whatsapp:+3197010000778",
    Body: body,
    NumMedia: "0",
    ProfileName: profileName,
    WaId: from.slice(1),
    MessageType: "text",
  };
  const res = await fetch(o.url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(o.authToken, o.url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  expect(res.status).toBeLessThan(300);
}

/** A number of this run's own, so tests sharing the app never share a conversation. */
const number = (n: number) => `+316${String(Date.now() + n).slice(-8)}`;

/** Records every text that appears in a live region (aria-live, status, alert, log), as a screen reader would hear it. */
async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { said: string[] };
    w.said = [];
    const live = '[aria-live]:not([aria-live="off"]),[role=status],[role=alert],[role=log]';
    new MutationObserver((changes) => {
      for (const c of changes) {
        const at = c.target.nodeType === 1 ? (c.target as Element) : c.target.parentElement;
        if (!at?.closest(live)) continue;
        const text = (
          c.type === "characterData" ? c.target.textContent : [...c.addedNodes].map((n) => n.textContent).join(" ")
        )?.trim();
        if (text) w.said.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return {
    /** What was said since the last call. */
    take: () =>
      page.evaluate(() => {
        const w = window as unknown as { said: string[] };
        const said = w.said;
        w.said = [];
        return said;
      }),
  };
}

/** The open conversation (its name is tested on its own, in the first test). */
const openThread = (page: Page) => page.getByRole("region").filter({ has: page.getByRole("heading", { level: 2 }) });

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} ${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim()}` : "";
  });

test.describe("inbox: keyboard and screen reader", () => {
  test("opening threads says nothing; a new message, another's hand-over and a failed reply are said once, briefly", async ({
    page,
    app,
    sql,
  }) => {
    test.setTimeout(120_000);
    const o = await connect(page, sql, app.url);
    const [anouk, piet, lotte] = [number(1), number(2), number(3)];
    await inbound(o, anouk, "Mag mijn hond mee naar de bouwplaats?", "Anouk Bakker");
    await inbound(o, piet, "Hoe laat begint mijn dienst morgen?", "Piet");
    const said = await recordAnnouncements(page);
    await page.goto("/dashboard/inbox");
    const rows = page.getByTestId("conversation-item");
    await expect(rows).toHaveCount(2);

    // A row and its thread are named by the name first, then the number in groups.
    const grouped = (n: string) => `+31 6 ${n.slice(4, 8)} ${n.slice(8)}`;
    const anoukRow = rows.filter({ hasText: "Anouk Bakker" });
    await expect(anoukRow).toHaveAccessibleName(
      new RegExp(`^Anouk Bakker \\(naam in WhatsApp\\), \\${grouped(anouk)}`),
    );
    await anoukRow.click();
    const thread = page.getByRole("region", { name: `Anouk Bakker (naam in WhatsApp), ${grouped(anouk)}` });
    await expect(thread.getByTestId("message").first()).toContainText("Mag mijn hond mee");
    await expect(thread.getByRole("heading", { level: 2 })).toHaveAccessibleName(
      `Anouk Bakker (naam in WhatsApp), ${grouped(anouk)}`,
    );
    await rows.filter({ hasText: "Piet" }).click();
    const pietThread = page.getByRole("region", { name: `Piet (naam in WhatsApp), ${grouped(piet)}` });
    await expect(pietThread.getByTestId("message").first()).toContainText("Hoe laat begint");
    // Opening and switching threads read none of their messages aloud.
    await page.waitForTimeout(1000);
    expect((await said.take()).filter((s) => /hond|dienst|AI-assistent/.test(s))).toEqual([]);

    // The employee writes while the thread is open: said once, with who sent it.
    await inbound(o, piet, "Ik moet het vandaag weten", "Piet");
    const status = page.getByTestId("inbox-announcer");
    await expect(status).toHaveText("Nieuw bericht van Piet: Ik moet het vandaag weten");
    await expect(status).toHaveRole("status");

    // Someone elsewhere asks for a person: said by name, though nothing else on screen speaks.
    await inbound(o, lotte, "Ik wil met een medewerker spreken", "Lotte Smit");
    await expect(status).toHaveText("Lotte Smit wacht op HR", { timeout: 20_000 });

    // A reply is not said at each delivery step; one WhatsApp refuses is said once (after the
    // assistant's answer to the message above, which would fail too).
    await expect(pietThread.getByTestId("message").filter({ hasText: "Ook dit bericht" })).toBeVisible();
    await fetch(`${fakeTwilioOf(app.dataDir)}/_fake/refuse?to=${encodeURIComponent(piet)}`, { method: "POST" });
    await said.take();
    await pietThread.getByLabel("Typ een antwoord…").fill("Om 7 uur, Piet.");
    await pietThread.getByRole("button", { name: "Verstuur" }).click();
    await expect(pietThread.getByTestId("message").last().getByTestId("message-status")).toHaveAttribute(
      "data-status",
      /failed|undelivered/,
      { timeout: 20_000 },
    );
    await expect(status).toHaveText("Bericht aan Piet niet afgeleverd");
    const heard = await said.take();
    expect(heard.filter((s) => /Wordt verstuurd|In wachtrij|Verzonden|Afgeleverd|Gelezen|Om 7 uur/.test(s))).toEqual(
      [],
    );
    expect(heard.filter((s) => s === "Bericht aan Piet niet afgeleverd")).toHaveLength(1);
  });

  test("taking over moves the focus to the reply, handing back to the new 'Neem over'", async ({ page, app, sql }) => {
    const o = await connect(page, sql, app.url);
    const anouk = number(4);
    await inbound(o, anouk, "Wie is mijn consulent?", "Anouk Bakker");
    await page.goto("/dashboard/inbox");
    await page.getByTestId("conversation-item").first().click();
    const thread = openThread(page);
    await expect(thread.getByTestId("message").first()).toBeVisible();

    await thread.getByRole("button", { name: "Neem over" }).focus();
    await page.keyboard.press("Enter");
    await expect(thread.getByTestId("thread-taker")).toHaveText("Overgenomen door jou");
    await expect(thread.getByLabel("Typ een antwoord…")).toBeFocused();

    await thread.getByRole("button", { name: "Geef terug aan assistent" }).focus();
    await page.keyboard.press("Enter");
    await expect(thread.getByRole("button", { name: "Neem over" })).toBeFocused();
    expect(await focused(page)).toBe("button Neem over");
  });

  test("on a phone: the opened thread's heading has the focus, the way back is one Shift+Tab and returns to the row read", async ({
    page,
    app,
    sql,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const o = await connect(page, sql, app.url);
    for (const [i, name] of ["Anna", "Bram", "Cas", "Dirk"].entries())
      await inbound(o, number(10 + i), `Vraag ${i} van ${name}`, name);
    await page.goto("/dashboard/inbox");
    const rows = page.getByTestId("conversation-item");
    await expect(rows).toHaveCount(4);
    await rows.first().focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowDown");
    const read = page.locator('[data-testid="conversation-item"]:focus');
    const name = (await read.textContent())?.match(/Anna|Bram|Cas|Dirk/)?.[0] ?? "";
    expect(name).not.toBe("");
    await page.keyboard.press("Enter");

    // The thread's heading has the focus (not the page), so reading starts at the conversation.
    const thread = openThread(page);
    await expect(thread.getByRole("heading", { level: 2 })).toBeFocused();
    // Tab goes on to the thread's own buttons (the number's data, "Neem over"), not past them to the reply.
    await page.keyboard.press("Tab");
    await expect(thread.getByRole("button", { name: "Gesprekken van dit nummer downloaden" })).toBeFocused();
    // The way back is just before it.
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Terug naar gesprekken" })).toBeFocused();

    // Back: the row just read has the focus again, not the first.
    await page.keyboard.press("Enter");
    await expect(rows.filter({ hasText: name })).toBeFocused();
    await expect(rows.first()).not.toContainText(name);
  });

  test("at 200% zoom the page scrolls, not the thread inside it, and the messages fill what the reply leaves", async ({
    browser,
    app,
  }) => {
    // 1280×800 at 200%: 640×400 CSS pixels, each two device pixels.
    const context = await browser.newContext({
      viewport: { width: 640, height: 400 },
      deviceScaleFactor: 2,
      baseURL: app.url,
      locale: "nl-NL",
      timezoneId: "Europe/Amsterdam",
    });
    const page = await context.newPage();
    const { default: postgresOf } = await import("postgres");
    const sql = postgresOf(app.databaseUrl, { max: 1, onnotice: () => {} });
    const { org } = await signUpOwner(page, sql, { name: "Zoë Zoom" });
    const conversation = crypto.randomUUID();
    await sql`insert into conversations (id, organization_id, customer_phone, handled_by, message_count,
        unresolved_count, last_message_at, last_inbound_at)
      values (${conversation}, ${org}, ${number(20)}, 'assistant', 12, 0, now(), now())`;
    for (let i = 0; i < 12; i++)
      await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
        values (gen_random_uuid(), ${org}, ${conversation}, ${i % 2 ? "outbound" : "inbound"}, ${`Bericht ${i}`},
          ${i % 2 ? "delivered" : "received"}, now() - ${`${12 - i} minutes`}::interval)`;
    await sql.end();

    await page.goto(`/dashboard/inbox?conversation=${conversation}`);
    const thread = openThread(page);
    await expect(thread.getByTestId("message")).toHaveCount(12);
    const reply = thread.getByLabel("Typ een antwoord…");
    await reply.focus();
    const view = await thread.locator("ol").evaluate((ol) => {
      const header = document.querySelector("header.sticky")?.getBoundingClientRect().bottom ?? 0;
      const composer = document.querySelector("[data-composer] form")?.getBoundingClientRect().top ?? innerHeight;
      const box = ol.getBoundingClientRect();
      return {
        ownScroll: ol.scrollHeight > ol.clientHeight + 1,
        messagesShown: Math.min(box.bottom, composer) - Math.max(box.top, header),
      };
    });
    expect(view.ownScroll).toBe(false);
    // 400 px less the header (56) and the reply field: well over the ~110 px that showed.
    expect(view.messagesShown).toBeGreaterThan(200);
    await context.close();
  });
});

/** The launcher's local fake Twilio (it starts one when TWILIO_API_BASE_URL is unset). */
const fakeTwilioOf = (dataDir: string): string =>
  JSON.parse(fs.readFileSync(path.join(dataDir, "runtime.json"), "utf8")).twilioApiBaseUrl;
