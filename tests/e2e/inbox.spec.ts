import { expect, signUpOwner, test } from "./fixtures.ts";

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
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Hoeveel vakantiedagen heb ik per jaar?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    const botReply = chat.getByTestId("message").filter({ hasText: "Je hebt 25 vakantiedagen per jaar" });
    await expect(botReply).toBeVisible();
    // The first reply says it is an AI assistant (AI Act art. 50).
    await expect(botReply).toContainText("Ik ben een AI-assistent");
    await expect(botReply).toHaveAttribute("data-bot", "true");

    // The second tab shows the conversation without a reload, marked as a test.
    const item = inbox.getByTestId("conversation-item").filter({ hasText: "+31612340000" });
    await expect(item).toBeVisible();
    await expect(item).toContainText("Test");
    await item.click();
    await expect(inbox).toHaveURL(/conversation=/);
    const thread = inbox.getByRole("region", { name: "+31612340000" });
    await expect(thread.getByTestId("message").first()).toContainText("Hoeveel vakantiedagen heb ik per jaar?");
    await expect(thread.getByTestId("message").nth(1)).toHaveAttribute("data-bot", "true");

    // A staff reply takes the conversation over; the assistant then stays silent.
    await thread.getByLabel("Typ een antwoord…").fill("Hoi, ik kijk even met je mee.");
    await thread.getByRole("button", { name: "Verstuur" }).click();
    const staff = thread.getByTestId("message").filter({ hasText: "ik kijk even met je mee" });
    await expect(staff).toContainText("Ingrid Inbox");
    await expect(staff.getByTestId("message-status")).toHaveAttribute("data-status", "delivered");
    await expect(thread.getByText("Door HR overgenomen")).toBeVisible();
    await expect(chat.getByTestId("message").filter({ hasText: "ik kijk even met je mee" })).toBeVisible();

    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Hoeveel vakantiedagen heb ik per jaar?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message")).toHaveCount(4);
    await page.waitForTimeout(1500);
    await expect(chat.getByTestId("message")).toHaveCount(4);

    await thread.getByRole("button", { name: "Geef terug aan assistent" }).click();
    await expect(inbox.getByText("De assistent beantwoordt weer nieuwe berichten")).toBeVisible();
    await expect(thread.getByText("Assistent actief")).toBeVisible();
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Hoeveel vakantiedagen heb ik per jaar?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message")).toHaveCount(6);
    await expect(chat.getByTestId("message").last()).toHaveAttribute("data-bot", "true");
    // Disclosed once: later replies are the plain answer.
    await expect(chat.getByTestId("message").last()).not.toContainText("AI-assistent");
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

    await page.getByTestId("conversation-item").filter({ hasText: "+31612349999" }).click();
    const thread = page.getByRole("region", { name: "+31612349999" });
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
  });

  test("outside the 24-hour window only a template can be sent; labels and the notification deep link", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Wim Window" });
    const conversation = crypto.randomUUID();
    await sql`insert into employees (id, organization_id, first_name, last_name, phone_number)
      values (gen_random_uuid(), ${org}, 'Els', 'de Vries', '+31698765432')`;
    await sql`insert into conversations (id, organization_id, customer_phone, employee_id, message_count, unresolved_count, last_message_at, last_inbound_at)
      select ${conversation}, ${org}, '+31698765432', id, 12, 1, now() - interval '25 hours', now() - interval '25 hours'
      from employees where organization_id = ${org}`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
      values (gen_random_uuid(), ${org}, ${conversation}, 'inbound', 'Mijn rooster klopt niet', 'received', now() - interval '25 hours')`;
    await sql`insert into whatsapp_templates (id, organization_id, name, template_sid)
      values (gen_random_uuid(), ${org}, 'Herinnering rooster', 'HX0123456789abcdef0123456789abcdef')`;

    await page.goto(`/dashboard/inbox?conversation=${conversation}`);
    const thread = page.getByRole("region", { name: "Els de Vries" });
    await expect(thread.getByText("Mijn rooster klopt niet")).toBeVisible();
    await expect(
      thread.getByText("Het laatste bericht van deze medewerker is ouder dan 24 uur.", { exact: false }),
    ).toBeVisible();
    await expect(thread.getByLabel("Typ een antwoord…")).toHaveCount(0);
    await thread.getByLabel("Kies een template").selectOption({ label: "Herinnering rooster (nl)" });
    await thread.getByRole("button", { name: "Verstuur template" }).click();
    await expect(thread.getByTestId("message").filter({ hasText: "[Template: Herinnering rooster]" })).toBeVisible();

    await page.getByRole("tab", { name: "Analytics" }).click();
    const row = page.getByTestId("analytics-row").filter({ hasText: "Els de Vries" });
    await expect(row).toContainText("Moeilijk");

    // A question the assistant cannot answer: one notification that opens the conversation.
    await page.getByRole("button", { name: "Test de assistent" }).click();
    const chat = page.getByRole("dialog");
    await chat.getByLabel("Telefoonnummer").fill("+31611112222");
    await chat.getByPlaceholder("Hoeveel vakantiedagen heb ik?").fill("Wat is de wifi-code van de kantine?");
    await chat.getByRole("button", { name: "Verstuur" }).click();
    await expect(chat.getByTestId("message").filter({ hasText: "doorgezet naar HR" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /Notificaties, 1 ongelezen/ }).click();
    await page.getByText("Vraag voor HR").click();
    await expect(page).toHaveURL(/conversation=/);
    await expect(page.getByRole("region", { name: "+31611112222" })).toBeVisible();
  });
});
