import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { defineMutators } from "@rocicorp/zero";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { queries } from "../../common/zero/queries.ts";
import { up } from "../../migrations/0072_redact_stored_passages.ts";
import { connectDb } from "../../server/db/connect.ts";
import type { FakeTwilio } from "../fakes/twilio/fake-twilio-server.ts";
import type { Owner, Stack } from "../support/stack.ts";
import { textPdf } from "../support/text-pdf.ts";
import { replyTo, saveTwilioCredentials, startStackWithTwilio, type TwilioAccount } from "../support/twilio.ts";
import { eventually, type TestZero, uncheckedMutator } from "../support/zero-client.ts";

// The privacy officer's case: a list of staff with their BSN and IBAN uploaded as a PDF,
// and a colleague asking the assistant for them.

let app: Stack;
let twilio: FakeTwilio;
let owner: Owner;
let account: TwilioAccount;
let zo: TestZero;
const SENDER = "+3197010000071";
const BSN = "111222333";
const IBAN_PARTS = ["NL91 ABNA 0417 1643 00", "NL91ABNA0417164300", "0417 1643"];
const PASSPORT = "NX1234567";
const rogue = defineMutators({ conversation: { reply: uncheckedMutator() } });

const holdsNone = (text: string) => {
  expect(text).not.toContain(BSN);
  expect(text).not.toContain(PASSPORT);
  for (const part of IBAN_PARTS) expect(text).not.toContain(part);
};

beforeAll(async () => {
  ({ twilio, app } = await startStackWithTwilio());
  owner = await app.signUpOwner("fg@a.nl", "Fenna FG");
  account = twilio.createAccount();
  await saveTwilioCredentials(app, owner, owner.org, account, SENDER);
  zo = await app.openZero(owner);
  zo.materialize(queries.conversations.ofOrganization({ organizationId: owner.org }));
});
afterAll(async () => {
  await app?.stop();
});

describe("personal numbers in an uploaded document", () => {
  let documentId = "";

  it("are taken out before the passages and the preview are stored, and the document says how many", async () => {
    const pdf = textPdf([
      [
        "Personeelslijst magazijn",
        `Medewerker Jan Jansen, BSN ${BSN}, IBAN NL91 ABNA 0417 1643 00`,
        `Paspoort van Jan Jansen: ${PASSPORT}`,
        "Jan Jansen werkt in de nachtploeg van het distributiecentrum.",
      ],
    ]);
    const res = await app.upload(owner, owner.org, "personeelslijst.pdf", new Uint8Array(pdf), "application/pdf");
    expect(res.status).toBe(201);
    documentId = res.body.documents?.[0].id as string;
    const doc = await eventually(async () => {
      const [row] =
        await app.sql`select processing_status, preview, identifiers_removed from documents where id = ${documentId}`;
      return row.processing_status === "completed" ? row : undefined;
    }, 30_000);
    holdsNone(doc.preview);
    expect(doc.preview).toContain(nl.inbox.redactedBsn);
    expect(doc.identifiers_removed).toBe(3);
    expect(nl.documents.identifiersRemoved(doc.identifiers_removed)).toMatch(/^3 persoonsnummers verwijderd/);
    // The uploaded file still held them: it is not kept, and there is nothing to process again.
    const [{ file_path }] = await app.sql`select file_path from documents where id = ${documentId}`;
    const stored = (key: string) => fs.existsSync(path.join(app.dataDir, "storage", "documents", key));
    // (Removed right after the run commits.)
    await eventually(async () => !stored(file_path), 10_000);
    // A document without them keeps its file (for 'Opnieuw verwerken').
    const clean = await app.upload(
      owner,
      owner.org,
      "rooster.txt",
      new TextEncoder().encode("Het rooster staat in de app."),
      "text/plain",
    );
    const cleanId = clean.body.documents?.[0].id as string;
    const kept = await eventually(async () => {
      const [row] = await app.sql`select processing_status, file_path from documents where id = ${cleanId}`;
      return row.processing_status === "completed" ? row : undefined;
    }, 30_000);
    expect(stored(kept.file_path)).toBe(true);
    const again = await app.api(owner, owner.org, "POST", `documents/${documentId}/process`);
    expect(again.status).toBe(410);
    expect(again.body.error.description).toBe(nl.documents.reprocessWithoutOriginal);
    const passages = await app.sql`select heading, content from document_passages where document_id = ${documentId}`;
    expect(passages.length).toBeGreaterThan(0);
    for (const p of passages) holdsNone(`${p.heading} ${p.content}`);
    // Staff see the count in the document view (synced to the browser).
    const synced = await eventually(async () =>
      (await zo.run(queries.documents.ofOrganization({ organizationId: owner.org }))).find(
        (d) => d.id === documentId && d.identifiers_removed === 3,
      ),
    );
    expect(synced.preview).not.toContain(BSN);
  });

  it("a colleague asking for the BSN gets no BSN, over WhatsApp nor in 'Test de kennisbank'", async () => {
    const question = "Wat is het BSN van Jan Jansen?";
    const search = await app.api<{ reply: { body: string } }>(owner, owner.org, "POST", "knowledge/search", {
      question,
    });
    expect(search.status).toBe(200);
    holdsNone(search.body.reply.body);
    const phone = "+31620007101";
    const reply = await replyTo(twilio, app.url, owner.org, account, { from: phone, to: SENDER, body: question });
    holdsNone(reply);
    const stored = await app.sql`select m.message_body from whatsapp_messages m
      join conversations c on c.id = m.conversation_id where c.customer_phone = ${phone}`;
    for (const m of stored) holdsNone(m.message_body);
  });
});

describe("a staff list stays out of answers until an admin turns it on ('Bevat persoonsgegevens')", () => {
  // No BSN or IBAN in it: its names with personnel numbers and birth dates are what tell.
  const PEOPLE = ["Femke Visser", "Ruben de Graaf", "Yusuf Demir", "Lieke van Dam", "Noah Bos", "Iris Mulder"];
  const list = [
    "Personeelslijst koelcel",
    "",
    ...PEOPLE.map((name, i) => `${name}, personeelsnummer ${4100 + i}, geboren 0${i + 1}-04-1991, werkt in de koelcel`),
  ].join("\n");
  const question = "Wie werken er in de koelcel?";
  const names = (text: string) => PEOPLE.filter((name) => text.includes(name));
  const search = async () => {
    const res = await app.api(owner, owner.org, "POST", "knowledge/search", { question });
    expect(res.status).toBe(200);
    return JSON.stringify(res.body);
  };
  let listId = "";

  it("is marked at processing, and neither 'Test de kennisbank' nor WhatsApp answers from it", async () => {
    const res = await app.upload(owner, owner.org, "koelcel.txt", new TextEncoder().encode(list), "text/plain");
    expect(res.status).toBe(201);
    listId = res.body.documents?.[0].id as string;
    // An ordinary handbook uploaded beside it is not marked, and answers.
    const handbook = await app.upload(
      owner,
      owner.org,
      "koelcel-regels.md",
      "# Koelcel\n\nIn de koelcel draag je altijd de thermojas en handschoenen. Je werkt er maximaal 45 minuten achter elkaar.\n",
      "text/markdown",
    );
    const handbookId = handbook.body.documents?.[0].id as string;
    const rows = await eventually(async () => {
      const found =
        await app.sql`select id, processing_status, personal_data, personal_data_answers, identifiers_removed
        from documents where id in (${listId}, ${handbookId})`;
      return found.length === 2 && found.every((r) => r.processing_status === "completed") ? found : undefined;
    }, 90_000);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(listId)).toMatchObject({
      personal_data: true,
      personal_data_answers: false,
      identifiers_removed: 0,
    });
    expect(byId.get(handbookId)?.personal_data).toBe(false);
    // The screen gets the mark (synced) to warn with.
    await eventually(async () =>
      (await zo.run(queries.documents.ofOrganization({ organizationId: owner.org }))).find(
        (d) => d.id === listId && d.personal_data && !d.personal_data_answers,
      ),
    );
    expect(names(await search())).toEqual([]);
    expect(
      (
        await app.api(owner, owner.org, "POST", "knowledge/search", {
          question: "Hoe lang mag ik in de koelcel werken?",
        })
      ).body.reply.body,
    ).toContain("45 minuten");
    const phone = "+31620007104";
    const reply = await replyTo(twilio, app.url, owner.org, account, { from: phone, to: SENDER, body: question });
    expect(names(reply)).toEqual([]);
  });

  it("only an admin turns it on, with a valid choice; then it answers, and off again it does not", async () => {
    const member = await app.signUpMember(owner.org, "fg-lid@a.nl", "Lid FG");
    const refused = await app.api(member, owner.org, "PUT", `documents/${listId}/answers`, { allowed: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error.description).toBe(nl.documents.answersAdminOnly);
    for (const body of [{ allowed: "ja" }, {}, { allowed: true, extra: 1 }]) {
      const bad = await app.api(owner, owner.org, "PUT", `documents/${listId}/answers`, body);
      expect(bad.status).toBe(400);
      expect(bad.body.error.title).toBe(nl.documents.answersFailed);
    }
    const outsider = await app.signUpOwner("fg-buiten@b.nl", "Buiten FG");
    expect(
      (await app.api(outsider, outsider.org, "PUT", `documents/${listId}/answers`, { allowed: true })).status,
    ).toBe(404);
    const [still] = await app.sql`select personal_data_answers from documents where id = ${listId}`;
    expect(still.personal_data_answers).toBe(false);
    expect(names(await search())).toEqual([]);

    const on = await app.api(owner, owner.org, "PUT", `documents/${listId}/answers`, { allowed: true });
    expect(on.status).toBe(200);
    expect(names(await search()).length).toBeGreaterThan(0);
    const [logged] = await app.sql`select actor_user_id from activity_log
      where organization_id = ${owner.org} and kind = 'document_answers_changed'`;
    expect(logged.actor_user_id).toBe(owner.userId);

    expect((await app.api(owner, owner.org, "PUT", `documents/${listId}/answers`, { allowed: false })).status).toBe(
      200,
    );
    expect(names(await search())).toEqual([]);
  });
});

describe("documents processed before the text was redacted", () => {
  it("lose their personal numbers when the database is upgraded (migration 0072)", async () => {
    const id = randomUUID();
    await app.sql`insert into documents (id, organization_id, user_id, filename, file_path, mime_type, size_bytes, processing_status, preview)
      values (${id}, ${owner.org}, ${owner.userId}, 'oude-lijst.txt', 'x/oude-lijst.txt', 'text/plain', 10, 'completed',
        ${`Loonlijst: Jan Jansen BSN ${BSN}`})`;
    await app.sql`insert into document_passages (document_id, organization_id, position, heading, content) values
      (${id}, ${owner.org}, 0, 'Loonlijst', ${`Jan Jansen, BSN ${BSN}, IBAN NL91 ABNA 0417 1643 00`}),
      (${id}, ${owner.org}, 1, 'Nachtploeg', 'Jan Jansen werkt vanaf 1 januari in de nachtploeg.')`;
    await up(connectDb(app.sql) as never);
    const passages = await app.sql`select content from document_passages where document_id = ${id} order by position`;
    for (const p of passages) holdsNone(p.content);
    expect(passages[1]?.content).toBe("Jan Jansen werkt vanaf 1 januari in de nachtploeg.");
    const [doc] = await app.sql`select preview, identifiers_removed from documents where id = ${id}`;
    holdsNone(doc.preview);
    expect(doc.identifiers_removed).toBe(2);
  });
});

describe("every outbound body is redacted before it is stored and sent", () => {
  it("an assistant reply quoting a text that still holds a BSN (stored before this check)", async () => {
    // Written straight into the table, as data from before the mutators checked it.
    await app.sql`insert into faqs (id, organization_id, question, answer) values
      (gen_random_uuid(), ${owner.org}, 'Wat is het rekeningnummer van de kas?',
       ${`Het rekeningnummer van de kas is NL91 ABNA 0417 1643 00 en het BSN van de kassier is ${BSN}.`})`;
    const phone = "+31620007102";
    const reply = await replyTo(twilio, app.url, owner.org, account, {
      from: phone,
      to: SENDER,
      body: "Wat is het rekeningnummer van de kas?",
    });
    expect(reply).toContain(nl.inbox.redactedIban);
    holdsNone(reply);
    const stored = await app.sql`select m.message_body from whatsapp_messages m
      join conversations c on c.id = m.conversation_id where c.customer_phone = ${phone} and m.direction = 'outbound'`;
    expect(stored.length).toBeGreaterThan(0);
    for (const m of stored) holdsNone(m.message_body);
  });

  it("a staff reply typed by a client that skips its own checks", async () => {
    const phone = "+31620007103";
    await replyTo(twilio, app.url, owner.org, account, { from: phone, to: SENDER, body: "Hallo, ik heb een vraag" });
    const [conversation] = await app.sql`select id from conversations
      where organization_id = ${owner.org} and customer_phone = ${phone}`;
    const unchecked = await app.openUncheckedZero(owner, rogue);
    const before = twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).length;
    const result = await unchecked.mutate(
      rogue.conversation.reply({
        id: randomUUID(),
        conversation_id: conversation.id,
        body: `Jouw BSN is ${BSN} en je paspoortnummer ${PASSPORT}`,
        now: Date.now(),
      }),
    ).server;
    expect(result.type).toBe("success");
    await eventually(() => twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).length > before, 30_000);
    const sent = twilio.sent.filter((m) => m.to === `whatsapp:${phone}`).at(-1);
    holdsNone(sent?.body ?? "");
    expect(sent?.body).toContain(nl.inbox.redactedBsn);
    const stored = await app.sql`select message_body from whatsapp_messages
      where conversation_id = ${conversation.id} and direction = 'outbound' and is_from_bot = false`;
    for (const m of stored) holdsNone(m.message_body);
  });
});
