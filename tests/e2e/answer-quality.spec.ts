import type postgres from "postgres";
import { expect, membershipOf, signUp, signUpOwner, test } from "./fixtures.ts";

async function insertFaq(sql: postgres.Sql, org: string, question: string, answer: string) {
  const id = crypto.randomUUID();
  await sql`insert into faqs (id, organization_id, question, answer) values (${id}, ${org}, ${question}, ${answer})`;
  return id;
}

/** One hand-over as the assistant stores it: the question, the bot's reply with its explanation. */
async function seedHandover(
  sql: postgres.Sql,
  org: string,
  opts: { question: string; runnerUp: { id: string; title: string }; staff?: { userId: string; body: string } },
) {
  const conversation = crypto.randomUUID();
  const inbound = crypto.randomUUID();
  const part = {
    question: opts.question,
    outcome: "handover",
    confidence: 0.31,
    chosen: null,
    runnerUp: {
      kind: "faq",
      id: opts.runnerUp.id,
      title: opts.runnerUp.title,
      source: "FAQ",
      score: 0.4,
      confidence: 0.42,
    },
    matched: ["rooster"],
    missing: ["ruilen"],
    synonyms: [{ from: "rooster", to: "planning" }],
    corrections: [{ from: "colega", to: "collega" }],
    reason: "Geen FAQ of documentpassage beantwoordt deze vraag zeker genoeg.",
  };
  await sql`insert into conversations (id, organization_id, customer_phone, message_count, unresolved_count, last_message_at, last_inbound_at)
    values (${conversation}, ${org}, '+31655554444', 3, 1, now(), now() - interval '2 minutes')`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
    values (${inbound}, ${org}, ${conversation}, 'inbound', ${opts.question}, 'received', now() - interval '2 minutes')`;
  await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status,
      is_from_bot, handover, reply_to, confidence, explanation, created_at)
    values (${crypto.randomUUID()}, ${org}, ${conversation}, 'outbound', 'Ik heb je vraag doorgezet naar HR.', 'delivered',
      true, true, ${inbound}, 0.31, ${sql.json({ parts: [part] })}, now() - interval '119 seconds')`;
  if (opts.staff) {
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status,
        is_from_bot, sent_by_user_id, created_at)
      values (${crypto.randomUUID()}, ${org}, ${conversation}, 'outbound', ${opts.staff.body}, 'delivered',
        false, ${opts.staff.userId}, now() - interval '1 minute')`;
  }
  return conversation;
}

test.describe("answer quality: phrasings, synonyms, inbox to FAQ", () => {
  test("phrasings are edited in the FAQ dialog, suggested from hand-overs, and counted on the card live", async ({
    page,
    context,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Fenna Formulering" });
    const faq = await insertFaq(sql, org, "Hoeveel vakantiedagen heb ik?", "25 per jaar.");
    await insertFaq(sql, org, "Wanneer wordt mijn salaris betaald?", "Op de 25e.");
    await seedHandover(sql, org, {
      question: "Hoeveel verlofdagen krijg ik eigenlijk?",
      runnerUp: { id: faq, title: "Hoeveel vakantiedagen heb ik?" },
    });
    const other = await context.newPage();
    await other.goto("/dashboard/faq");
    const otherCard = other.getByTestId("faq-card").filter({ hasText: "Hoeveel vakantiedagen heb ik?" });
    await expect(otherCard).toBeVisible();
    await expect(otherCard.getByTestId("faq-phrasing-count")).toHaveCount(0);

    await page.goto("/dashboard/faq");
    await page.getByRole("button", { name: "Bewerken: Hoeveel vakantiedagen heb ik?" }).click();
    const dialog = page.getByRole("dialog");
    const group = dialog.getByRole("group", { name: "Andere formuleringen" });
    const draft = group.getByPlaceholder("Bijv. Hoeveel vrije dagen krijg ik?");

    // Keyboard: Enter adds the phrasing instead of saving the dialog; problems are named.
    await draft.fill("hoeveel VAKANTIEDAGEN heb ik?");
    await draft.press("Enter");
    await expect(group.getByText("Dit is de vraag zelf.")).toBeVisible();
    await draft.fill("Hoeveel vrije dagen krijg ik?");
    await draft.press("Enter");
    await expect(group.getByLabel("Formulering 1")).toHaveValue("Hoeveel vrije dagen krijg ik?");
    await expect(draft).toHaveValue("");
    await expect(draft).toBeFocused();
    // Another FAQ's question is allowed but flagged: two FAQs alike answer that question with neither.
    await draft.fill("wanneer wordt mijn salaris betaald?");
    await draft.press("Enter");
    await expect(
      group.getByText(/Let op: dit staat ook bij de FAQ “Wanneer wordt mijn salaris betaald\?”/),
    ).toBeVisible();
    await group.getByRole("button", { name: "Verwijder formulering: wanneer wordt mijn salaris betaald?" }).click();
    await draft.fill("Weg ermee");
    await group.getByRole("button", { name: "Toevoegen" }).click();
    await group.getByRole("button", { name: "Verwijder formulering: Weg ermee" }).click();
    await expect(group.getByLabel("Formulering 2")).toHaveCount(0);

    // The handed-over question that had this FAQ as runner-up is offered; one click adds it.
    const suggestion = group.getByRole("button", {
      name: "Voeg formulering toe: Hoeveel verlofdagen krijg ik eigenlijk?",
    });
    await suggestion.click();
    await expect(group.getByLabel("Formulering 2")).toHaveValue("Hoeveel verlofdagen krijg ik eigenlijk?");
    await expect(suggestion).toHaveCount(0);

    // A duplicate typed into an existing phrasing blocks saving.
    await group.getByLabel("Formulering 2").fill("Hoeveel vrije dagen krijg ik?");
    await expect(group.getByText("Deze formulering staat er al.")).toBeVisible();
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Controleer de andere formuleringen.")).toBeVisible();
    await group.getByLabel("Formulering 2").fill("Hoeveel verlofdagen krijg ik eigenlijk?");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("FAQ bijgewerkt")).toBeVisible();

    await expect(otherCard.getByTestId("faq-phrasing-count")).toHaveText("2 andere formuleringen");
    expect((await sql`select alternative_questions from faqs where id = ${faq}`)[0].alternative_questions).toEqual([
      "Hoeveel vrije dagen krijg ik?",
      "Hoeveel verlofdagen krijg ik eigenlijk?",
    ]);
    await page.getByRole("button", { name: "Bewerken: Hoeveel vakantiedagen heb ik?" }).click();
    await expect(group.getByLabel("Formulering 1")).toHaveValue("Hoeveel vrije dagen krijg ik?");
    await expect(group.getByRole("button", { name: /^Voeg formulering toe/ })).toHaveCount(0);
  });

  test("the FAQ dialog never suggests a question another FAQ answered, and warns before taking one it answers", async ({
    page,
    sql,
  }) => {
    const { org } = await signUpOwner(page, sql, { name: "Hanna Schoon" });
    const payslip = await insertFaq(sql, org, "Waar vind ik mijn loonstrook?", "In de app onder Loonstroken.");
    const salary = await insertFaq(sql, org, "Wanneer wordt mijn salaris betaald?", "Op de 25e.");
    const leave = await insertFaq(sql, org, "Hoeveel vakantiedagen heb ik?", "25 per jaar.");
    // "1. waar loonstrook 2. hoeveel vakantiedagen 3. wifi wachtwoord": 1 and 2 answered, 3 handed
    // over; the salary FAQ came second for each.
    const faq = (id: string, title: string) => ({ kind: "faq", id, title, source: "FAQ", score: 0.5, confidence: 0.5 });
    const part = (question: string, chosen: ReturnType<typeof faq> | null) => ({
      question,
      outcome: chosen ? "answer" : "handover",
      confidence: chosen ? 0.97 : 0.2,
      chosen,
      runnerUp: faq(salary, "Wanneer wordt mijn salaris betaald?"),
      matched: [],
      missing: [],
      synonyms: [],
      corrections: [],
    });
    const conversation = crypto.randomUUID();
    const inbound = crypto.randomUUID();
    await sql`insert into conversations (id, organization_id, customer_phone, message_count, unresolved_count, last_message_at, last_inbound_at)
      values (${conversation}, ${org}, '+31655553333', 2, 1, now(), now() - interval '2 minutes')`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
      values (${inbound}, ${org}, ${conversation}, 'inbound', '1. waar loonstrook 2. hoeveel vakantiedagen 3. wifi wachtwoord',
        'received', now() - interval '2 minutes')`;
    const parts = [
      part("waar loonstrook", faq(payslip, "Waar vind ik mijn loonstrook?")),
      part("hoeveel vakantiedagen", faq(leave, "Hoeveel vakantiedagen heb ik?")),
      part("wifi wachtwoord", null),
    ];
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status,
        is_from_bot, handover, reply_to, confidence, explanation, created_at)
      values (${crypto.randomUUID()}, ${org}, ${conversation}, 'outbound', 'Drie antwoorden', 'delivered',
        true, true, ${inbound}, 0.2, ${sql.json({ parts })}, now() - interval '119 seconds')`;

    await page.goto("/dashboard/faq");
    await page.getByRole("button", { name: "Bewerken: Wanneer wordt mijn salaris betaald?" }).click();
    const group = page.getByRole("dialog").getByRole("group", { name: "Andere formuleringen" });
    // Only the part that was handed over is suggested; the answered ones belong to their FAQs.
    await expect(group.getByRole("button", { name: "Voeg formulering toe: wifi wachtwoord" })).toBeVisible();
    await expect(
      group.getByRole("button", { name: /^Voeg formulering toe: (waar loonstrook|hoeveel vakantiedagen)/ }),
    ).toHaveCount(0);
    // Typed anyway, the phrasing the payslip FAQ answers today is flagged before saving.
    const draft = group.getByPlaceholder("Bijv. Hoeveel vrije dagen krijg ik?");
    await draft.fill("waar loonstrook");
    await draft.press("Enter");
    await expect(
      group.getByText(/Let op: de assistent beantwoordt deze vraag nu met de FAQ “Waar vind ik mijn loonstrook\?”/),
    ).toBeVisible();
    // One no other FAQ answers is not.
    await group.getByRole("button", { name: "Voeg formulering toe: wifi wachtwoord" }).click();
    await expect(group.getByLabel("Formulering 2")).toHaveValue("wifi wachtwoord");
    await expect(group.getByText(/Let op:/)).toHaveCount(1);
  });

  test("'Nieuwe FAQ' with a tidied question keeps the employee's words as a phrasing, so the question shows 'Staat in FAQ'", async ({
    page,
    sql,
  }) => {
    const { org, userId } = await signUpOwner(page, sql, { name: "Nina Nieuw" });
    const other = await insertFaq(sql, org, "Wie is de vertrouwenspersoon?", "Marieke de Boer.");
    const conversation = await seedHandover(sql, org, {
      question: "wat moet ik doen als ik lastig gevallen word",
      runnerUp: { id: other, title: "Wie is de vertrouwenspersoon?" },
      staff: { userId, body: "Meld het bij je leidinggevende of bij de vertrouwenspersoon." },
    });
    await page.goto(`/dashboard/inbox?conversation=${conversation}`);
    const thread = page.getByRole("region", { name: "+31 6 5555 4444" });
    const asked = thread.getByTestId("message").filter({ hasText: "wat moet ik doen als ik lastig gevallen word" });
    await asked.getByRole("button", { name: "Nieuwe FAQ" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Vraag", { exact: true }).fill("Wat moet ik doen als ik lastiggevallen word?");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("FAQ aangemaakt")).toBeVisible();
    await expect(asked.getByTestId("in-faq")).toHaveText("Staat in FAQ: Wat moet ik doen als ik lastiggevallen word?");
    await expect(asked.getByRole("button", { name: "Toevoegen aan FAQ" })).toHaveCount(0);
    expect(
      await sql`select alternative_questions from faqs where question = 'Wat moet ik doen als ik lastiggevallen word?'`,
    ).toEqual([{ alternative_questions: ["wat moet ik doen als ik lastig gevallen word"] }]);
  });

  test("synonyms in Settings → AI Agent: add, refuse a duplicate term, edit, delete; members read only", async ({
    page,
    sql,
  }) => {
    const { email } = await signUp(page, { name: "Sam Synoniem" });
    await page.goto("/dashboard/settings?tab=ai");
    const card = page.getByRole("form", { name: "Synoniem toevoegen" });
    await expect(page.getByText("Nog geen synoniemen.")).toBeVisible();
    await card.getByLabel("Term").fill("rooster");
    await card.getByLabel("Synoniemen").fill("planning, diensten");
    await card.getByRole("button", { name: "Synoniem toevoegen" }).click();
    await expect(page.getByText("Synoniem toegevoegd")).toBeVisible();
    const row = page.getByTestId("synonym-row").filter({ hasText: "rooster" });
    await expect(row).toContainText("planning");
    await expect(row).toContainText("diensten");
    await expect(card.getByLabel("Term")).toHaveValue("");

    await card.getByLabel("Term").fill(" Rooster ");
    await card.getByLabel("Synoniemen").fill("werktijden");
    await card.getByRole("button", { name: "Synoniem toevoegen" }).click();
    await expect(card.getByText("Deze term bestaat al.")).toBeVisible();
    await expect(card.getByLabel("Term")).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Bewerk rooster" }).click();
    const edit = page.getByRole("form", { name: "Bewerk rooster" });
    await edit.getByLabel("Synoniemen").fill("planning, werktijden");
    await edit.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Synoniem bijgewerkt")).toBeVisible();
    await expect(row).toContainText("werktijden");
    await expect(row).not.toContainText("diensten");

    await page.getByRole("button", { name: "Verwijder rooster" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByText("Synoniem verwijderd")).toBeVisible();
    await expect(page.getByTestId("synonym-row")).toHaveCount(0);
    await expect(page.getByText("Nog geen synoniemen.")).toBeVisible();

    const { organization_id: org, user_id } = await membershipOf(sql, email);
    await sql`insert into assistant_synonyms (id, organization_id, term, synonyms)
      values (gen_random_uuid(), ${org}, 'loon', ${sql.json(["salaris"])})`;
    await sql`update organization_members set role = 'member' where user_id = ${user_id}`;
    await page.reload();
    await expect(page.getByText("Alleen admins kunnen synoniemen wijzigen.")).toBeVisible();
    await expect(page.getByTestId("synonym-row").filter({ hasText: "loon" })).toContainText("salaris");
    await expect(page.getByRole("button", { name: "Bewerk loon" })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Synoniem toevoegen" })).toHaveCount(0);
  });

  test("inbox: a reply the language model worded says so, with the text it was written from", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Vera Verwoord" });
    const faq = await insertFaq(sql, org, "Mag ik thuiswerken?", "Thuiswerken mag in overleg met je leidinggevende.");
    const conversation = crypto.randomUUID();
    const inbound = crypto.randomUUID();
    const chosen = { kind: "faq", id: faq, title: "Mag ik thuiswerken?", source: "FAQ", score: 0.99, confidence: 0.99 };
    const part = {
      question: "mag ik thuiswerken?",
      outcome: "answer",
      confidence: 0.99,
      chosen,
      runnerUp: null,
      matched: ["thuiswerken"],
      missing: [],
      synonyms: [],
      corrections: [],
      worded: { source: "Thuiswerken mag in overleg met je leidinggevende." },
    };
    await sql`insert into conversations (id, organization_id, customer_phone, message_count, last_message_at, last_inbound_at)
      values (${conversation}, ${org}, '+31655553333', 2, now(), now() - interval '1 minute')`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status, created_at)
      values (${inbound}, ${org}, ${conversation}, 'inbound', 'mag ik thuiswerken?', 'received', now() - interval '1 minute')`;
    await sql`insert into whatsapp_messages (id, organization_id, conversation_id, direction, message_body, status,
        is_from_bot, handover, reply_to, confidence, explanation, created_at)
      values (${crypto.randomUUID()}, ${org}, ${conversation}, 'outbound', 'Je mag thuiswerken, in overleg met je leidinggevende.',
        'delivered', true, false, ${inbound}, 0.99, ${sql.json({ parts: [part] })}, now() - interval '59 seconds')`;

    await page.goto(`/dashboard/inbox?conversation=${conversation}`);
    const thread = page.getByRole("region", { name: "+31 6 5555 3333" });
    const bot = thread.getByTestId("message").filter({ hasText: "Je mag thuiswerken, in overleg" });
    await bot.getByRole("button", { name: "Waarom dit antwoord?" }).click();
    const why = bot.getByTestId("answer-explanation");
    await expect(why).toContainText("Verwoord door het taalmodel");
    await expect(why.getByTestId("worded-source")).toHaveText("Thuiswerken mag in overleg met je leidinggevende.");
  });

  test("inbox: why this answer, and a handed-over question staff answered goes into an FAQ in one click", async ({
    page,
    sql,
  }) => {
    const { org, userId: user_id } = await signUpOwner(page, sql, { name: "Ivo Inbox" });
    const swap = await insertFaq(sql, org, "Hoe ruil ik een dienst?", "Via de planner.");
    await insertFaq(sql, org, "Wanneer krijg ik salaris?", "Op de 25e.");
    const conversation = await seedHandover(sql, org, {
      question: "Kan ik mijn rooster ruilen met een colega?",
      runnerUp: { id: swap, title: "Hoe ruil ik een dienst?" },
      staff: { userId: user_id, body: "Ja, dat regel je zelf in de planner-app." },
    });

    await page.goto(`/dashboard/inbox?conversation=${conversation}`);
    const thread = page.getByRole("region", { name: "+31 6 5555 4444" });
    const bot = thread.getByTestId("message").filter({ hasText: "Ik heb je vraag doorgezet naar HR." });
    await bot.getByRole("button", { name: "Waarom dit antwoord?" }).click();
    const why = bot.getByTestId("answer-explanation");
    await expect(why).toContainText("Doorgezet naar HR");
    await expect(why).toContainText("Zekerheid 31%");
    await expect(why).toContainText("rooster → planning");
    await expect(why).toContainText("colega → collega");
    // Nothing was sent, so the FAQ shown is the one that came closest, not a runner-up.
    await expect(why).toContainText("Beste kandidaatFAQ: Hoe ruil ik een dienst? (42%)");
    await expect(why).toContainText("Geen FAQ of documentpassage beantwoordt deze vraag zeker genoeg.");

    const asked = thread.getByTestId("message").filter({ hasText: "Kan ik mijn rooster ruilen" });
    await asked.getByRole("button", { name: "Toevoegen aan FAQ" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Vraag van de medewerker")).toHaveValue(
      "Kan ik mijn rooster ruilen met een colega?",
    );
    // The FAQ the assistant nearly chose is preselected; the list is searchable.
    await expect(dialog.getByRole("radio", { name: /Hoe ruil ik een dienst\?/ })).toBeChecked();
    await dialog.getByRole("searchbox", { name: "Zoek een FAQ" }).fill("salaris");
    await expect(dialog.getByRole("radio")).toHaveCount(1);
    await dialog.getByRole("searchbox", { name: "Zoek een FAQ" }).fill("");
    await dialog.getByRole("button", { name: "Toevoegen aan FAQ" }).click();
    await expect(page.getByText("Toegevoegd aan FAQ")).toBeVisible();
    await expect
      .poll(async () => (await sql`select alternative_questions from faqs where id = ${swap}`)[0].alternative_questions)
      .toEqual(["Kan ik mijn rooster ruilen met een colega?"]);

    // Now in an FAQ, the question offers no second one (two admins made two identical FAQs):
    // 'Nieuwe FAQ' (with a tidied question) is tested above, before the question is in one.
    await expect(asked.getByTestId("in-faq")).toHaveText("Staat in FAQ: Hoe ruil ik een dienst?");
    await expect(asked.getByRole("button", { name: "Nieuwe FAQ" })).toHaveCount(0);

    // Members cannot edit FAQs, so they are not offered these actions.
    await sql`update organization_members set role = 'member' where user_id = ${user_id}`;
    await page.reload();
    await expect(thread.getByText("Kan ik mijn rooster ruilen met een colega?")).toBeVisible();
    await expect(thread.getByRole("button", { name: "Toevoegen aan FAQ" })).toHaveCount(0);
  });

  test("'Test de kennisbank' shows the reply the assistant would give and why", async ({ page, sql }) => {
    const { org } = await signUpOwner(page, sql, { name: "Kim Kennisbank" });
    await insertFaq(sql, org, "Hoeveel vakantiedagen heb ik per jaar?", "Je hebt 25 vakantiedagen per jaar.");
    await page.goto("/dashboard/documents");
    await page.getByRole("tab", { name: "Knowledge Base" }).click();
    await page.getByLabel("Test de kennisbank").fill("Hoeveel vakantiedagen heb ik per jaar?");
    await page.getByRole("button", { name: "Zoeken" }).click();
    const reply = page.getByTestId("knowledge-reply");
    await expect(reply).toContainText("Antwoord van de assistent");
    await expect(reply).toContainText("Je hebt 25 vakantiedagen per jaar.");
    const why = reply.getByTestId("answer-explanation");
    await expect(why).toContainText("Beantwoord");
    await expect(why).toContainText("FAQ: Hoeveel vakantiedagen heb ik per jaar?");
    // The FAQ's hit names its question once (its source is that same question).
    const hit = page.getByTestId("knowledge-hit").filter({ hasText: "Hoeveel vakantiedagen heb ik per jaar?" });
    await expect(hit.getByText("Hoeveel vakantiedagen heb ik per jaar?", { exact: true })).toHaveCount(1);
    // Candidates that round to 0% are not listed.
    await expect(page.getByTestId("knowledge-hit").getByText("0%", { exact: true })).toHaveCount(0);

    await page.getByLabel("Test de kennisbank").fill("Wat is de wifi-code van de kantine?");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(reply.getByTestId("answer-explanation")).toContainText("Doorgezet naar HR");

    // Asked what no FAQ says, though two share its topic: staff see how sure the assistant
    // was against how sure it must be, and which FAQ came closest. (Not the bare word
    // "loonstrook": how sure the scorer is of that lies within a point of the threshold,
    // and moved across it with a refit.)
    await insertFaq(sql, org, "Wanneer krijg ik mijn loonstrook?", "Elke vrijdag.");
    await insertFaq(sql, org, "Waar vind ik mijn loonstrook?", "In de app.");
    await page.getByLabel("Test de kennisbank").fill("kan ik mijn loonstrook op papier krijgen");
    await page.getByRole("button", { name: "Zoeken" }).click();
    await expect(why).toContainText(/Zekerheid \d+% \(antwoordt vanaf \d+%\)/);
    await expect(why).toContainText(/Beste kandidaatFAQ: (Wanneer krijg|Waar vind) ik mijn loonstrook\?/);
  });
});
