import type postgres from "postgres";
import { amsterdamDay, presetRange } from "../../common/analytics/period.ts";
import { expect, signUpOwner, test } from "./fixtures.ts";
import { pickDay } from "./pick-day.ts";

/** A conversation some minutes ago: the employee's question, the assistant's reply (handing over or not), perhaps a colleague's answer. */
async function seedConversation(
  sql: postgres.Sql,
  org: string,
  opts: {
    phone: string;
    minutesAgo: number;
    question: string;
    handover: boolean;
    staff?: string;
    isTest?: boolean;
    agent?: string;
  },
) {
  const conversation = crypto.randomUUID();
  const inbound = crypto.randomUUID();
  const at = (offsetSeconds: number) => new Date(Date.now() - opts.minutesAgo * 60_000 + offsetSeconds * 1000);
  const part = { question: opts.question, outcome: opts.handover ? "handover" : "answer", confidence: 0.2 };
  await sql`insert into conversations (id, organization_id, customer_phone, is_test, message_count, unresolved_count,
      last_message_at, last_inbound_at, created_at)
    values (${conversation}, ${org}, ${opts.phone}, ${opts.isTest ?? false}, ${opts.staff ? 3 : 2},
      ${opts.handover ? 1 : 0}, ${at(60)}, ${at(0)}, ${at(0)})`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
    values (${inbound}, ${org}, ${conversation}, 'inbound', ${opts.question}, 'received', ${at(0)})`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status,
      is_from_bot, handover, reply_to, explanation, agent_id, created_at)
    values (${crypto.randomUUID()}, ${org}, ${conversation}, 'outbound',
      ${opts.handover ? "Ik heb je vraag doorgezet naar HR." : "Op de 25e."}, 'delivered', true, ${opts.handover},
      ${inbound}, ${sql.json({ parts: [part] })}, ${opts.agent ?? null}, ${at(12)})`;
  if (opts.staff)
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status,
        is_from_bot, created_at)
      values (${crypto.randomUUID()}, ${org}, ${conversation}, 'outbound', ${opts.staff}, 'delivered', false, ${at(60)})`;
  return conversation;
}

test.describe("analytics", () => {
  test("figures per period, the latest conversations, and an unanswered question that becomes an FAQ the assistant then answers", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Anna Analyse" });
    const agent = crypto.randomUUID();
    await sql`insert into agents (id, organization_id, agent_type_id, name)
      values (${agent}, ${org}, 'hr_assistant', 'Sophie')`;
    const first = await seedConversation(sql, org, {
      agent,
      phone: "+31611110001",
      minutesAgo: 120,
      question: "Mag ik mijn hond meenemen naar kantoor?",
      handover: true,
      staff: "Ja, honden zijn welkom op vrijdag.",
    });
    await seedConversation(sql, org, {
      phone: "+31611110002",
      minutesAgo: 60,
      question: "mag ik m'n hond meenemen naar kantoor",
      handover: true,
    });
    await seedConversation(sql, org, {
      phone: "+31611110003",
      minutesAgo: 20 * 24 * 60,
      agent,
      question: "Wanneer krijg ik salaris?",
      handover: false,
    });
    // In the 30 days before the last 30: the previous period the cards compare with.
    await seedConversation(sql, org, {
      phone: "+31611110006",
      minutesAgo: 45 * 24 * 60,
      question: "Hoeveel vakantiedagen heb ik?",
      handover: false,
    });
    // A simulator conversation counts nowhere.
    await seedConversation(sql, org, {
      phone: "+31611110004",
      minutesAgo: 30,
      question: "Mag ik mijn hond meenemen naar kantoor?",
      handover: true,
      isTest: true,
    });

    await page.goto("/dashboard/analytics");
    const conversations = page.getByTestId("card-conversations").getByTestId("stat-value");
    await expect(conversations).toHaveText("3");
    await expect(page.getByTestId("card-messages").getByTestId("stat-value")).toHaveText("3 / 4");
    // One of three answered by the assistant alone; two handed over.
    await expect(page.getByTestId("card-bot-resolved").getByTestId("stat-value")).toHaveText("33,3%");
    await expect(page.getByTestId("card-bot-resolved")).toContainText("66,7% overgedragen");
    await expect(page.getByTestId("card-first-response").getByTestId("stat-value")).toHaveText("12 s");
    await expect(page.getByTestId("analytics-chart")).toBeVisible();
    // "Hoe berekend" is a popover: Enter (or a click, or a tap) opens it, Escape closes it and
    // gives focus back; a tooltip closed on Enter and never opened on a phone.
    const how = page.getByRole("button", { name: "Hoe berekend: Beantwoord door de assistent" });
    await how.focus();
    await page.keyboard.press("Enter");
    const explanation = page.getByRole("dialog", { name: "Hoe berekend: Beantwoord door de assistent" });
    await expect(explanation).toContainText("telt het als overdracht");
    await page.keyboard.press("Escape");
    await expect(explanation).toHaveCount(0);
    await expect(how).toBeFocused();
    await how.click();
    // The tooltip gives the change against the previous period too: 1 of 1 there, 1 of 3 now,
    // a share that fell by 66,7 percentage points (not "-67%" of the old share), to a tenth as the card writes shares.
    await expect(explanation).toContainText(/[-−]66,7 procentpunt t\.o\.v\. vorige periode/);
    await how.click();
    await expect(explanation).toHaveCount(0);
    await expect(page.getByTestId("card-bot-resolved").getByTestId("stat-change")).toHaveText(
      /^[-−]66,7 procentpunt t\.o\.v\. vorige periode$/,
    );
    await page.getByRole("button", { name: "Hoe berekend: Gesprekken gestart" }).press("Enter");
    await expect(page.getByTestId("stat-explanation")).toContainText("+200% t.o.v. vorige periode");
    await page.keyboard.press("Escape");
    // Closed, focus back on its button, before the next one opens (a closing popover gives focus back late).
    await expect(page.getByTestId("stat-explanation")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Hoe berekend: Gesprekken gestart" })).toBeFocused();
    // In / out each, as the card shows them: 1 / 1 in the previous period, 3 / 4 now.
    await expect(page.getByTestId("card-messages").getByTestId("stat-change")).toHaveText(
      "in +200% / uit +300% t.o.v. vorige periode",
    );
    await page.getByRole("button", { name: "Hoe berekend: Mediane eerste reactietijd" }).press("Enter");
    await expect(page.getByTestId("stat-explanation")).toContainText("Mediaan van");
    await expect(page.getByTestId("stat-explanation")).toContainText(/\b0% t\.o\.v\. vorige periode/);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("stat-explanation")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Hoe berekend: Mediane eerste reactietijd" })).toBeFocused();
    // The chart is no row of empty tab stops: from the last card's button Tab goes on to the
    // first conversation, and screen readers get the chart's summary, not its drawing.
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("analytics-row").first().getByRole("link")).toBeFocused();
    const chartTree = await page.getByTestId("analytics-chart").ariaSnapshot();
    expect(chartTree).toContain("30 dagen: 3 gesprekken, waarvan 2 overgedragen.");
    expect(chartTree).not.toMatch(/legend icon|application/);

    // Split by agent: Sophie answered two of the three gesprekken, one of them without a hand-over.
    const replies = page.getByTestId("card-bot-replies").getByTestId("stat-value");
    await expect(replies).toHaveText("3");
    await page.getByLabel("Agent", { exact: true }).selectOption({ label: "Sophie" });
    await expect(page.getByTestId("card-bot-resolved").getByTestId("stat-value")).toHaveText("50%");
    await expect(page.getByTestId("card-bot-resolved")).toContainText("50% overgedragen");
    await expect(replies).toHaveText("2");
    await expect(page.getByTestId("agent-note")).toContainText("Sophie");
    await expect(conversations).toHaveText("3");
    await page.getByLabel("Agent", { exact: true }).selectOption({ label: "Alle agents" });
    await expect(page.getByTestId("card-bot-resolved").getByTestId("stat-value")).toHaveText("33,3%");

    await page.getByLabel("Periode", { exact: true }).selectOption({ label: "7 dagen" });
    await expect(conversations).toHaveText("2");
    await expect(page.getByTestId("card-bot-resolved").getByTestId("stat-value")).toHaveText("0%");
    await page.getByLabel("Periode", { exact: true }).selectOption({ label: "Aangepast" });
    // One Amsterdam day: the day of the salary question, twenty days ago.
    const amsterdamDay = (at: number) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Amsterdam" }).format(at);
    const day = amsterdamDay(Date.now() - 20 * 86_400_000);
    const today = amsterdamDay(Date.now());
    // Two years back is more than the 400 days a period may span.
    await pickDay(page, "Van", `${Number(today.slice(0, 4)) - 2}-01-15`);
    await expect(page.getByRole("alert")).toContainText("hoogstens 400 dagen");
    await expect(page.getByLabel("Van", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Exporteer CSV" })).toBeDisabled();
    // No figures for an invalid range: today's would read as the range's.
    await expect(page.getByTestId("no-valid-period")).toBeVisible();
    await expect(page.getByTestId("analytics-chart")).toHaveCount(0);
    await pickDay(page, "Van", day);
    await expect(page.getByLabel("Van", { exact: true })).toHaveText(
      new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${day}T12:00:00Z`),
      ),
    );
    // The Dutch calendar: weeks from Monday, and it stops at today (Amsterdam's).
    await page.getByLabel("Tot en met", { exact: true }).click();
    const calendar = page.getByRole("dialog");
    // (The weekday row is hidden from screen readers, whose day buttons say the whole date.)
    await expect(calendar.locator("thead th").first()).toHaveText("ma");
    await expect(calendar.getByRole("button", { name: "Volgende maand" })).toBeDisabled();
    await expect(calendar.getByRole("button", { name: /, vandaag/ })).toBeEnabled();
    const tomorrow = amsterdamDay(Date.now() + 86_400_000);
    if (tomorrow.slice(0, 7) === today.slice(0, 7))
      await expect(calendar.getByRole("button", { name: new RegExp(`^${Number(tomorrow.slice(8))} `) })).toBeDisabled();
    await page.keyboard.press("Escape");
    await pickDay(page, "Tot en met", day);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(conversations).toHaveText("1");
    await expect(page.getByTestId("card-bot-resolved").getByTestId("stat-value")).toHaveText("100%");
    await expect(page.getByTestId("analytics-chart")).toContainText("1 dag: 1 gesprek, waarvan 0 overgedragen.");
    await page.getByLabel("Periode", { exact: true }).selectOption({ label: "30 dagen" });
    await expect(conversations).toHaveText("3");
    await expect(page.getByTestId("card-first-response").getByTestId("stat-value")).toHaveText("12 s");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporteer CSV" }).click();
    const csv = await (await download).createReadStream();
    const text = await new Response(csv as unknown as ReadableStream).text();
    expect(text).toContain("Datum;Gesprekken gestart;Overgedragen");
    // No per-day median column (the rollups have none): the period's median is its own line.
    expect(text).toMatch(/;Aandeel assistent;Aandeel overgedragen\r\n/);
    expect(text).toMatch(
      /Totaal;3;2;1;3;4;3;33,3%;66,7%\r\nMediane eerste reactietijd over de hele periode \(seconden\);12\r\n$/,
    );
    // Shares as the cards write them: "100%", not "100,0%".
    expect(text).toMatch(/;1;0;1;1;1;1;100%;0%\r\n/);
    expect(text).not.toContain(",0%");

    // The latest conversations, their label's reason on a click (a tap, Enter), each opening in the inbox.
    const rows = page.getByTestId("analytics-row");
    await expect(rows).toHaveCount(4);
    // On a phone the page does not scroll sideways (the table scrolls inside its card).
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
    if (viewport) await page.setViewportSize(viewport);
    await rows
      .first()
      .getByRole("button", { name: /In behandeling/ })
      .click();
    await expect(page.getByTestId("label-reason")).toContainText("1 vraag nog onbeantwoord");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("label-reason")).toHaveCount(0);

    const group = page.getByTestId("unanswered-group");
    await expect(group).toHaveCount(1);
    await expect(group).toContainText("2×");
    await group.getByRole("button", { name: "Maak FAQ" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Vraag", { exact: true })).toHaveValue("mag ik m'n hond meenemen naar kantoor");
    await expect(dialog.getByLabel("Antwoord", { exact: true })).toHaveValue("Ja, honden zijn welkom op vrijdag.");
    await dialog.getByLabel("Vraag", { exact: true }).fill("Mag ik mijn hond meenemen naar kantoor?");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("FAQ aangemaakt")).toBeVisible();

    // The question was tidied, so the employee's own words became a phrasing of the new FAQ:
    // the question is in an FAQ now.
    await expect(group.getByTestId("in-faq")).toHaveText("Staat in FAQ: Mag ik mijn hond meenemen naar kantoor?");
    await expect(group.getByRole("button", { name: "Maak FAQ" })).toHaveCount(0);
    await expect(group.getByRole("button", { name: "Voeg toe aan FAQ" })).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await sql`select alternative_questions from faqs where organization_id = ${org}`)[0]?.alternative_questions,
      )
      .toEqual(["mag ik m'n hond meenemen naar kantoor"]);

    // Asked again in the simulator, the assistant now answers it itself.
    await page.goto("/dashboard/inbox");
    await page.getByRole("button", { name: "Test de assistent" }).click();
    const chat = page.getByRole("dialog");
    await chat.getByLabel("Telefoonnummer").fill("+31612349999");
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Mag ik mijn hond meenemen naar kantoor?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message").filter({ hasText: "honden zijn welkom op vrijdag" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/dashboard/analytics");
    await expect(conversations).toHaveText("3");
    // Live: a new employee message shows without a reload.
    await seedConversation(sql, org, {
      phone: "+31611110005",
      minutesAgo: 1,
      question: "Hoe meld ik me ziek?",
      handover: false,
    });
    await expect(conversations).toHaveText("4");
    await page.getByTestId("analytics-row").filter({ hasText: "+31 6 1111 0001" }).getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/inbox\\?conversation=${first}`));
  });

  test("the chosen period stays in the address: a reload, a bookmark or a shared link shows it again, a garbled one the default", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Petra Periode" });
    const lastMonth = presetRange("lastMonth", amsterdamDay(Date.now()));
    if (!lastMonth) throw new Error("a preset has a range");
    // One gesprek on the first of last month (noon), two today.
    const minutesAgo = (Date.now() - Date.parse(`${lastMonth.from}T12:00:00Z`)) / 60_000;
    await seedConversation(sql, org, { phone: "+31611120001", minutesAgo, question: "Vraag", handover: false });
    // Today's within today also in the first hour of a month (CI ran at 00:20 on the 1st).
    const [hour, minute] = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Europe/Amsterdam" })
      .format(Date.now())
      .split(":")
      .map(Number);
    const today = Math.min(60, (hour * 60 + minute) / 2);
    await seedConversation(sql, org, { phone: "+31611120002", minutesAgo: today, question: "Vraag", handover: false });
    await seedConversation(sql, org, {
      phone: "+31611120003",
      minutesAgo: today / 2,
      question: "Vraag",
      handover: true,
    });

    const period = page.getByLabel("Periode", { exact: true });
    const conversations = page.getByTestId("card-conversations").getByTestId("stat-value");
    const resolved = page.getByTestId("card-bot-resolved").getByTestId("stat-value");
    // Come from another page by the menu, as a user does.
    await page.goto("/dashboard/faq");
    await page.getByRole("navigation").getByRole("link", { name: "Analytics" }).first().click();
    await expect(period).toHaveValue("30");
    // 30 days reach back to the first of last month only early in a month.
    const thirtyDays = lastMonth.from >= amsterdamDay(Date.now() - 29 * 86_400_000) ? "3" : "2";
    await expect(conversations).toHaveText(thirtyDays);

    await period.selectOption({ label: "Vorige maand" });
    await expect(conversations).toHaveText("1");
    await expect(resolved).toHaveText("100%");
    await page.reload();
    await expect(period).toHaveValue("lastMonth");
    await expect(conversations).toHaveText("1");
    await expect(resolved).toHaveText("100%");

    // A custom range of one day, from last month's first day (where "Aangepast" starts from).
    await period.selectOption({ label: "Aangepast" });
    await pickDay(page, "Tot en met", lastMonth.from);
    await expect(conversations).toHaveText("1");
    const written = new Intl.DateTimeFormat("nl-NL", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${lastMonth.from}T12:00:00Z`));
    await page.reload();
    await expect(period).toHaveValue("custom");
    await expect(page.getByLabel("Van", { exact: true })).toHaveText(written);
    await expect(page.getByLabel("Tot en met", { exact: true })).toHaveText(written);
    await expect(conversations).toHaveText("1");
    await expect(page.getByTestId("analytics-chart")).toContainText("1 dag: 1 gesprek, waarvan 0 overgedragen.");

    // Trying periods made no history of their own: Back leaves Analytics for the page before.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/faq$/);

    // A hand-edited or stale address shows the default period, not an error.
    await page.goto("/dashboard/analytics?period=gisteren&from=banaan&to=%7B%7D");
    await expect(period).toHaveValue("30");
    await expect(conversations).toHaveText(thirtyDays);
    await page.goto("/dashboard/analytics?period=custom&from=2026-02-30");
    await expect(period).toHaveValue("30");
    await expect(conversations).toHaveText(thirtyDays);
  });
});
