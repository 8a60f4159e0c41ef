import type { Locator } from "@playwright/test";
import { expect, signUpOwner, test } from "./fixtures.ts";

/** Every badge of a list row is whole and inside the row (the row clips what sticks out). */
async function expectBadgesInRow(row: Locator, badges: Locator[]) {
  const box = await row.boundingBox();
  expect(box).not.toBeNull();
  for (const badge of badges) {
    await expect(badge).toBeVisible();
    const b = await badge.boundingBox();
    expect(b).not.toBeNull();
    if (!box || !b) return;
    expect(b.x).toBeGreaterThanOrEqual(box.x);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(b.y).toBeGreaterThanOrEqual(box.y);
    expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
}

/** A message's bubble fits its column and its thread: nothing wider than what holds it. */
async function expectBubbleFits(message: Locator) {
  const fits = await message.evaluate((li) => {
    const list = li.closest("ol") as HTMLElement;
    const bubble = li.querySelector<HTMLElement>('[data-testid="message-bubble"]') as HTMLElement;
    const column = (bubble.parentElement as HTMLElement).getBoundingClientRect();
    const l = list.getBoundingClientRect();
    const b = bubble.getBoundingClientRect();
    return {
      threadScrolls: list.scrollWidth > list.clientWidth,
      bubbleScrolls: bubble.scrollWidth > bubble.clientWidth,
      widerThanColumn: b.width > column.width + 0.5,
      outsideThread: b.left < l.left - 0.5 || b.right > l.right + 0.5,
    };
  });
  expect(fits).toEqual({ threadScrolls: false, bubbleScrolls: false, widerThanColumn: false, outsideThread: false });
}

test.describe("inbox and Test de assistent", () => {
  test("a simulated question is answered from an FAQ, appears live in a second tab, staff take over and hand back", async ({
    page,
    context,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Ingrid Inbox" });
    await sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar bij een fulltime contract.')`;

    const inbox = await context.newPage();
    await inbox.goto("/dashboard/inbox");
    await expect(inbox.getByText("Nog geen gesprekken.", { exact: false })).toBeVisible();

    await page.goto("/dashboard/inbox");
    await page.getByRole("button", { name: "Test de assistent" }).click();
    const chat = page.getByRole("dialog");
    await chat.getByLabel("Telefoonnummer").fill("+31612340000");
    // The message field has a name of its own; its placeholder is only an example question.
    await expect(chat.getByRole("textbox", { name: "Bericht" })).toHaveAttribute(
      "placeholder",
      "Hoeveel vakantiedagen heb ik?",
    );
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Hoeveel vakantiedagen heb ik per jaar?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    const botReply = chat.getByTestId("message").filter({ hasText: "Je hebt 25 vakantiedagen per jaar" });
    await expect(botReply).toBeVisible();
    // An FAQ's answer does not name its FAQ, so the line under it does.
    await expect(botReply.getByTestId("message-sources")).toHaveText(
      "Bronnen: FAQ: Hoeveel vakantiedagen heb ik per jaar?",
    );
    // The first reply says it is an AI assistant (AI Act art. 50).
    await expect(botReply).toContainText("Ik ben een AI-assistent");
    await expect(botReply).toHaveAttribute("data-bot", "true");

    // The second tab shows the conversation without a reload, marked as a test.
    const item = inbox.getByTestId("conversation-item").filter({ hasText: "+31 6 1234 0000" });
    await expect(item).toBeVisible();
    await expect(item).toContainText("Test");
    // Under the name, the newest message's first line and who wrote it, as WhatsApp shows it:
    // for the first reply, the line after the greeting every conversation opens with.
    await expect(item.getByTestId("conversation-preview")).toHaveText(/^Assistent: Je hebt 25 vakantiedagen per jaar/);
    await item.click();
    await expect(inbox).toHaveURL(/conversation=/);
    const thread = inbox.getByRole("region", { name: "+31 6 1234 0000" });
    // Without a name, the number heads the thread, once.
    await expect(thread.getByText("+31 6 1234 0000")).toHaveCount(1);
    await expect(thread.getByTestId("message").first()).toContainText("Hoeveel vakantiedagen heb ik per jaar?");
    await expect(thread.getByTestId("message").nth(1)).toHaveAttribute("data-bot", "true");

    // A staff reply takes the conversation over; the assistant then stays silent.
    await thread.getByLabel("Typ een antwoord…").fill("Hoi, ik kijk even met je mee.");
    await thread.getByRole("button", { name: "Verstuur" }).click();
    const staff = thread.getByTestId("message").filter({ hasText: "ik kijk even met je mee" });
    await expect(staff).toContainText("Ingrid Inbox");
    await expect(staff.getByTestId("message-status")).toHaveAttribute("data-status", "delivered");
    // It is now this colleague's, in the thread and in the list.
    await expect(thread.getByTestId("thread-taker")).toHaveText("Overgenomen door jou");
    await expect(item.getByTestId("conversation-taker")).toHaveText("Overgenomen door jou");
    await expect(item.getByTestId("conversation-preview")).toHaveText("Jij: Hoi, ik kijk even met je mee.");
    await expect(chat.getByTestId("message").filter({ hasText: "ik kijk even met je mee" })).toBeVisible();

    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Hoeveel vakantiedagen heb ik per jaar?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message")).toHaveCount(4);
    await page.waitForTimeout(1500);
    await expect(chat.getByTestId("message")).toHaveCount(4);
    // The employee's own message has no name before it.
    await expect(item.getByTestId("conversation-preview")).toHaveText("Hoeveel vakantiedagen heb ik per jaar?");

    // Handed back, the assistant answers the question asked meanwhile, and says so.
    await thread.getByRole("button", { name: "Geef terug aan assistent" }).click();
    await expect(
      inbox.getByText(
        "De assistent beantwoordt weer nieuwe berichten, en nu ook het laatste bericht van de medewerker.",
      ),
    ).toBeVisible();
    await expect(thread.getByText("Assistent actief")).toBeVisible();
    await expect(chat.getByTestId("message")).toHaveCount(5);
    await expect(chat.getByTestId("message").last()).toHaveAttribute("data-bot", "true");
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Hoeveel vakantiedagen heb ik per jaar?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message")).toHaveCount(7);
    await expect(chat.getByTestId("message").last()).toHaveAttribute("data-bot", "true");
    // Disclosed once: later replies are the plain answer.
    await expect(chat.getByTestId("message").last()).not.toContainText("AI-assistent");

    // Asking for a person: the thread shows it waits for HR until a colleague writes, and
    // "hallo??" meanwhile hears that HR has the question.
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("medewerker");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(thread.getByTestId("awaiting-hr")).toHaveText("Wacht op HR");
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("hallo??");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message").last()).toContainText("Je vraag ligt bij HR");
    await thread.getByLabel("Typ een antwoord…").fill("Ik bel je zo.");
    await thread.getByRole("button", { name: "Verstuur" }).click();
    await expect(thread.getByTestId("awaiting-hr")).toHaveCount(0);
    await expect(thread.getByTestId("thread-taker")).toHaveText("Overgenomen door jou");
  });

  test("an unsure question gets numbered choices; '1' answers it, and the inbox shows what was offered", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Karel Keuze" });
    await sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${org}, 'Hoeveel vakantiedagen heb ik per jaar?', 'Je hebt 25 vakantiedagen per jaar bij een fulltime contract.')`;
    await page.goto("/dashboard/inbox");
    await page.getByRole("button", { name: "Test de assistent" }).click();
    const chat = page.getByRole("dialog");
    await chat.getByLabel("Telefoonnummer").fill("+31612349999");
    const send = async (text: string) => {
      await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill(text);
      await chat.getByRole("button", { name: "Verstuur" }).click();
    };
    await send("hoeveel vrij");
    const offer = chat.getByTestId("message").filter({ hasText: "Gaat je vraag over een van deze onderwerpen?" });
    await expect(offer).toContainText("1. Hoeveel vakantiedagen heb ik per jaar?");
    await send("1");
    await expect(chat.getByTestId("message").last()).toHaveText(/Je hebt 25 vakantiedagen per jaar/);
    // Thanks is answered in kind, not handed over to HR.
    await send("top, bedankt!");
    await expect(chat.getByTestId("message").last()).toContainText("Graag gedaan!");
    await page.keyboard.press("Escape");

    await page.getByTestId("conversation-item").filter({ hasText: "+31 6 1234 9999" }).click();
    const thread = page.getByRole("region", { name: "+31 6 1234 9999" });
    const asked = thread.getByTestId("message").filter({ hasText: "Gaat je vraag over een van deze onderwerpen?" });
    await asked.getByRole("button", { name: "Waarom dit antwoord?" }).click();
    await expect(asked.getByTestId("answer-explanation")).toContainText("Keuze gevraagd");
    await expect(asked.getByTestId("answer-explanation")).toContainText("Aangeboden keuzes");
    const answered = thread.getByTestId("message").filter({ hasText: "Je hebt 25 vakantiedagen per jaar" });
    await answered.getByRole("button", { name: "Waarom dit antwoord?" }).click();
    await expect(answered.getByTestId("answer-explanation")).toContainText(
      "De medewerker koos dit antwoord uit de aangeboden keuzes.",
    );
    // What counts is that they chose it, not the scorer's low confidence in it.
    await expect(answered).toContainText("Gekozen door de medewerker");
    await expect(answered).not.toContainText("Zekerheid");
    const thanks = thread.getByTestId("message").filter({ hasText: "Graag gedaan!" });
    await thanks.getByRole("button", { name: "Waarom dit antwoord?" }).click();
    await expect(thanks.getByTestId("answer-explanation")).toContainText(
      "de assistent antwoordde kort en zocht niets op",
    );
    await expect(thanks).not.toContainText("Zekerheid");

    // The employee said which FAQ they meant: the FAQ dialog suggests their words as a phrasing.
    await page.goto("/dashboard/faq");
    await page.getByRole("button", { name: "Bewerken: Hoeveel vakantiedagen heb ik per jaar?" }).click();
    const group = page.getByRole("dialog").getByRole("group", { name: "Andere formuleringen" });
    await group.getByRole("button", { name: "Voeg formulering toe: hoeveel vrij" }).click();
    await expect(group.getByLabel("Formulering 1")).toHaveValue("hoeveel vrij");

    // Another employee declines the choices ('nee'): handed over, answered by staff. The FAQ
    // buttons sit under the message that asked the question, not under the 'nee'; once the
    // question is a phrasing of an FAQ, that is what it says instead.
    await page.goto("/dashboard/inbox");
    await page.getByRole("button", { name: "Test de assistent" }).click();
    // Typed as staff write a Dutch number; it is the same WhatsApp number as +31612349998.
    await chat.getByLabel("Telefoonnummer").fill("06 1234 9998");
    await send("hoeveel vrij");
    await expect(chat.getByTestId("message").last()).toContainText("1. Hoeveel vakantiedagen heb ik per jaar?");
    await send("nee");
    await expect(chat.getByTestId("message").last()).toContainText("doorgezet naar HR");
    await page.keyboard.press("Escape");
    await page.getByTestId("conversation-item").filter({ hasText: "+31 6 1234 9998" }).click();
    const declinedThread = page.getByRole("region", { name: "+31 6 1234 9998" });
    await declinedThread.getByLabel("Typ een antwoord…").fill("Je hebt 25 vakantiedagen per jaar.");
    await declinedThread.getByRole("button", { name: "Verstuur" }).click();
    const actions = page.getByTestId("handover-faq-actions");
    await expect(declinedThread.getByTestId("handover-faq-actions")).toHaveCount(1);
    const nee = declinedThread.getByTestId("message").filter({ has: page.getByText("nee", { exact: true }) });
    await expect(nee).toHaveCount(1);
    await expect(nee.getByTestId("handover-faq-actions")).toHaveCount(0);
    const question = declinedThread.getByTestId("message").filter({ has: actions });
    await expect(question).toContainText("hoeveel vrij");
    await expect(question).toHaveAttribute("data-bot", "false");
    await question.getByRole("button", { name: "Toevoegen aan FAQ" }).click();
    const addDialog = page.getByRole("dialog");
    await expect(addDialog.getByLabel("Vraag van de medewerker")).toHaveValue("hoeveel vrij");
    await addDialog.getByRole("radio", { name: /Hoeveel vakantiedagen heb ik per jaar\?/ }).check();
    await addDialog.getByRole("button", { name: "Toevoegen aan FAQ" }).click();
    await expect(question.getByTestId("in-faq")).toHaveText("Staat in FAQ: Hoeveel vakantiedagen heb ik per jaar?");
    await expect(declinedThread.getByRole("button", { name: "Toevoegen aan FAQ" })).toHaveCount(0);
  });

  test("outside the 24-hour window only a template can be sent; labels and the notification deep link", async ({
    page,
    sql,
  }) => {
    const { org, userId } = await signUpOwner(page, sql, { name: "Wim Window" });
    const conversation = crypto.randomUUID();
    await sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values (gen_random_uuid(), ${org}, 'Els', 'de Vries', '+31698765432')`;
    await sql`insert into conversations (id, organization_id, customer_phone, employee_id, message_count, unresolved_count, last_message_at, last_inbound_at)
      select ${conversation}, ${org}, '+31698765432', id, 12, 1, now() - interval '25 hours', now() - interval '25 hours'
      from employees where organization_id = ${org}`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
      values (gen_random_uuid(), ${org}, ${conversation}, 'inbound', 'Mijn rooster klopt niet', 'received', now() - interval '25 hours')`;
    // A voice note, two photos and a sticker without words: only their kinds were kept.
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, attachments, status, created_at)
      values (gen_random_uuid(), ${org}, ${conversation}, 'inbound', '', ${sql.json(["audio", "image", "image", "sticker"])}, 'received',
        now() - interval '25 hours' + interval '10 seconds')`;
    // A document answer names its source in the text the employee got.
    const answerSid = `SM${"ab".repeat(16)}`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_sid, message_body, status, is_from_bot, sources, created_at)
      values (gen_random_uuid(), ${org}, ${conversation}, 'outbound', ${answerSid}, ${"Je rooster staat in de planner-app.\n\nBron: rooster-handleiding.md"},
        'delivered', true, ${sql.json([{ kind: "passage", id: "p1", title: "Rooster", source: "rooster-handleiding.md", score: 0.8 }])},
        now() - interval '25 hours' + interval '1 minute')`;
    // The employee replies to that answer on WhatsApp, quoting it.
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, quoted_sid, status, created_at)
      values (gen_random_uuid(), ${org}, ${conversation}, 'inbound', 'welke app bedoel je?', ${answerSid}, 'received',
        now() - interval '25 hours' + interval '2 minutes')`;
    await sql`insert into whatsapp_templates (id, organization_id, name, template_sid)
      values (gen_random_uuid(), ${org}, 'Herinnering rooster', 'HX0123456789abcdef0123456789abcdef')`;

    await page.goto(`/dashboard/inbox?conversation=${conversation}`);
    const thread = page.getByRole("region", { name: "Els de Vries" });
    await expect(thread.getByText("Mijn rooster klopt niet")).toBeVisible();
    await expect(thread.getByTestId("message-attachments")).toHaveText(/Spraakbericht.*Foto ×2.*Sticker/);
    await expect(
      thread.getByTestId("message").filter({ hasText: "welke app bedoel je?" }).getByTestId("message-quote"),
    ).toContainText("Je rooster staat in de planner-app.");
    // The number under the name; the source once, as the employee saw it.
    await expect(thread.getByText("+31 6 9876 5432")).toHaveCount(1);
    const cited = thread
      .locator("[data-testid=message][data-bot=true]")
      .filter({ hasText: "Je rooster staat in de planner-app." });
    await expect(cited).toContainText("Bron: rooster-handleiding.md");
    await expect(cited.getByTestId("message-sources")).toHaveCount(0);
    await expect(
      thread.getByText("Het laatste bericht van deze medewerker is ouder dan 24 uur.", { exact: false }),
    ).toBeVisible();
    await expect(thread.getByLabel("Typ een antwoord…")).toHaveCount(0);
    await thread.getByLabel("Kies een template").selectOption({ label: "Herinnering rooster (nl)" });
    // Saved without its text: staff are told what Twilio does with its variables.
    await expect(thread.getByTestId("template-preview")).toContainText("vult Twilio zijn voorbeeldwaarden in");
    await thread.getByRole("button", { name: "Verstuur template" }).click();
    await expect(thread.getByTestId("message").filter({ hasText: "[Template: Herinnering rooster]" })).toBeVisible();
    // Els sends STOP (recorded by the assistant): live, the thread says so and offers no template.
    await sql`update conversations set opted_out_at = now() where id = ${conversation}`;
    await expect(thread.getByText("Afgemeld", { exact: true })).toBeVisible();
    await expect(thread.getByTestId("opted-out-note")).toContainText("De medewerker stuurde STOP");
    await expect(thread.getByLabel("Kies een template")).toHaveCount(0);
    await sql`update conversations set opted_out_at = null where id = ${conversation}`;
    await expect(thread.getByLabel("Kies een template")).toBeVisible();

    await page.getByRole("tab", { name: "Analytics" }).click();
    const row = page.getByTestId("analytics-row").filter({ hasText: "Els de Vries" });
    await expect(row).toContainText("Moeilijk");

    // A question the assistant cannot answer. From the simulator (a colleague testing) it calls
    // nobody; an employee's notifies staff once, and the notification opens the conversation.
    await page.getByRole("button", { name: "Test de assistent" }).click();
    const chat = page.getByRole("dialog");
    await chat.getByLabel("Telefoonnummer").fill("+31611112222");
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Wat is de wifi-code van de kantine?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message").filter({ hasText: "doorgezet naar HR" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Notificaties", exact: true })).toBeVisible();
    const [wifiConversation] = await sql`select id from conversations
      where organization_id = ${org} and customer_phone = '+31611112222'`;
    await sql`insert into notifications (id, user_id, organization_id, type, title, message, data)
      values (${crypto.randomUUID()}, ${userId}, ${org}, 'new_conversation', 'Vraag voor HR',
        '+31611112222 heeft een vraag die de assistent niet kon beantwoorden.', ${sql.json({ conversation_id: wifiConversation.id })})`;
    await page.getByRole("button", { name: /Notificaties, 1 ongelezen/ }).click();
    await page.getByText("Vraag voor HR").click();
    await expect(page).toHaveURL(/conversation=/);
    await expect(page.getByRole("region", { name: "+31 6 1111 2222" })).toBeVisible();

    // Taken over, the row carries 'Test', 'Overgenomen door jou' and the unanswered count, all whole.
    const wifi = page.getByRole("region", { name: "+31 6 1111 2222" });
    const back = page.getByRole("button", { name: "Terug naar gesprekken" });
    await expect(back).toBeHidden();
    await wifi.getByRole("button", { name: "Neem over" }).click();
    await expect(wifi.getByText("Overgenomen door jou")).toBeVisible();
    const wifiRow = page.getByTestId("conversation-item").filter({ hasText: "+31 6 1111 2222" });
    await expect(wifiRow).toHaveAccessibleName(/Overgenomen door jou\s*1 bericht wacht op HR/);
    const badges = [
      wifiRow.getByText("Test", { exact: true }),
      wifiRow.getByText("Overgenomen door jou"),
      wifiRow.getByTestId("unresolved-count"),
    ];
    await expectBadgesInRow(wifiRow, badges);

    // A reply half written waits in its conversation while another is open.
    await wifi.getByLabel("Typ een antwoord…").fill("Ik zoek de code voor je op");
    await page.getByTestId("conversation-item").filter({ hasText: "Els de Vries" }).click();
    await expect(page.getByRole("region", { name: "Els de Vries" })).toBeVisible();
    await wifiRow.click();
    await expect(wifi.getByLabel("Typ een antwoord…")).toHaveValue("Ik zoek de code voor je op");
    await wifi.getByLabel("Typ een antwoord…").fill("");

    // On a phone: the open conversation alone, a way back to the list, long links wrapped (in
    // the simulator and in the thread; taken over, the assistant stays silent).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(wifi).toBeVisible();
    await expect(page.getByTestId("conversation-scroller")).toBeHidden();
    await expect(back).toBeVisible();
    const url =
      "https://intranet.example.nl/hr/formulieren/bijzonder-verlof/aanvraagformulier-bijzonder-verlof-2026-definitief-versie3.pdf";
    await page.getByRole("button", { name: "Test de assistent" }).click();
    await chat.getByLabel("Telefoonnummer").fill("+31611112222");
    await chat.getByRole("textbox", { name: "Bericht" }).fill(`Staat het formulier op ${url}`);
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message").filter({ hasText: url })).toBeVisible();
    await expectBubbleFits(chat.getByTestId("message").filter({ hasText: url }));
    await page.keyboard.press("Escape");
    const long = wifi.getByTestId("message").filter({ hasText: url });
    await expect(long).toBeVisible();
    await expectBubbleFits(long);
    await back.click();
    await expect(page).not.toHaveURL(/conversation=/);
    await expect(wifi).toBeHidden();
    await expect(page.getByTestId("conversation-scroller")).toBeVisible();
    // Focus returns to the row that was open, so Tab goes on from there (found by a re-test).
    await expect(wifiRow).toBeFocused();
    await expectBadgesInRow(wifiRow, badges);
    // At phone width the long message's preview is one line inside the row, cut off with an ellipsis.
    const preview = wifiRow.getByTestId("conversation-preview");
    await expect(preview).toHaveText(/^Staat het formulier op /);
    const [rowBox, previewBox] = [await wifiRow.boundingBox(), await preview.boundingBox()];
    expect(
      previewBox && rowBox && previewBox.height <= 17 && previewBox.y + previewBox.height <= rowBox.y + rowBox.height,
    ).toBe(true);
    expect(
      await preview.evaluate(
        (el) => getComputedStyle(el).textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth,
      ),
    ).toBe(true);

    // A link to a conversation that is not there says so.
    await page.goto(`/dashboard/inbox?conversation=${crypto.randomUUID()}`);
    await expect(page.getByText("Dit gesprek bestaat niet (meer) of je hebt er geen toegang toe.")).toBeVisible();
    await expect(page.getByText("Kies een gesprek om de berichten te zien.")).toHaveCount(0);
    await back.click();
    await expect(wifiRow).toBeVisible();
  });

  test("a sick report waits for HR in the thread as in the list, and the reply is labelled a sick report", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Zara Ziek" });
    await sql`insert into faqs (id, organization_id, question, answer)
      values (gen_random_uuid(), ${org}, 'Hoe meld ik me ziek?', 'Bel vóór 07:00 uur je consulent op 050-1234567.')`;
    await page.goto("/dashboard/inbox");
    await page.getByRole("button", { name: "Test de assistent" }).click();
    const chat = page.getByRole("dialog");
    await chat.getByLabel("Telefoonnummer").fill("+31612340077");
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("ik ben ziek vandaag, kan niet komen werken");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message").filter({ hasText: "Beterschap!" })).toBeVisible();
    await page.keyboard.press("Escape");

    const item = page.getByTestId("conversation-item").filter({ hasText: "+31 6 1234 0077" });
    // The employee got the procedure, yet HR must act: the list counts it, the thread agrees.
    await expect(item.getByTestId("unresolved-count")).toBeVisible();
    await item.click();
    const thread = page.getByRole("region", { name: "+31 6 1234 0077" });
    await expect(thread.getByTestId("awaiting-hr")).toHaveText("Wacht op HR");
    await expect(thread.getByText("Assistent actief")).toHaveCount(0);
    await expect(thread.getByTestId("sick-report")).toHaveText("Ziekmelding");
  });

  test("a conversation's time in the list moves on while the inbox stays open", async ({ page, sql }) => {
    // The page's clock, fast-forwarded below: "5 minuten geleden" must not stay "3 minuten geleden".
    await page.clock.install();
    const { org } = await signUpOwner(page, sql, { name: "Tim Tijd" });
    // No employee has this number: the name the sender chose on WhatsApp stands beside it.
    await sql`insert into conversations (id, organization_id, customer_phone, profile_name, message_count, unresolved_count, last_message_at, last_inbound_at)
      values (gen_random_uuid(), ${org}, '+31611223344', 'Anouk', 1, 0, now() - interval '3 minutes 10 seconds', now() - interval '3 minutes 10 seconds')`;
    await page.goto("/dashboard/inbox");
    const row = page.getByTestId("conversation-item").filter({ hasText: "+31 6 1122 3344" });
    await expect(row).toContainText("~Anouk");
    await expect(row).toContainText("3 minuten geleden");
    await page.clock.fastForward("02:00");
    await expect(row).toContainText("5 minuten geleden");
  });

  test("a message WhatsApp throttled says when it goes again, then shows delivered, live", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Rob Resend" });
    const [{ id: conversation }] =
      await sql`insert into conversations (id, organization_id, customer_phone, handled_by, message_count, last_message_at, last_inbound_at)
      values (gen_random_uuid(), ${org}, '+31611225577', 'human', 1, now(), now()) returning id`;
    const [{ id: message }] =
      await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, is_from_bot, status, error_code, resend_at, resends, created_at, updated_at)
      values (gen_random_uuid(), ${org}, ${conversation}, 'outbound', 'Je rooster staat klaar.', false, 'failed', '63018',
        timestamptz '2026-11-30 08:15:00+00', 1, now(), now()) returning id`;
    await page.goto(`/dashboard/inbox?conversation=${conversation}`);
    const status = page
      .getByTestId("message")
      .filter({ hasText: "Je rooster staat klaar." })
      .getByTestId("message-status");
    await expect(status).toHaveAttribute("data-status", "resend");
    await expect(status).toContainText(
      "Foutcode 63018: WhatsApp beperkt tijdelijk het aantal berichten van je nummer. We versturen het automatisch opnieuw op 30 nov 2026, 09:15.",
    );
    await sql`update whatsapp_messages set status = 'delivered', error_code = null, resend_at = null where id = ${message}`;
    await expect(status).toHaveAttribute("data-status", "delivered");
    await expect(status).not.toContainText("Foutcode");
  });
});
