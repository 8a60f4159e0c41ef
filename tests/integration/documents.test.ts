import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { queries } from "../../common/zero/queries.ts";
import { connectDb, connectSql } from "../../server/db/connect.ts";
import { processDocument } from "../../server/documents/process-document.ts";
import { localStorage } from "../../server/integrations/storage/local-storage.ts";
import type { AnswerExplanation } from "../../zero-schema.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { connectZero, eventually, type TestUser } from "../support/zero-client.ts";

let app: Stack;
let owner: Owner; // organisation A
let outsider: Owner; // organisation B

const handbook = `# Verlof

Medewerkers met een fulltime contract hebben recht op 25 vakantiedagen per jaar.
Vakantie vraag je minimaal twee weken vooraf aan via je leidinggevende.

## Bijzonder verlof

Bij een verhuizing krijg je één dag bijzonder verlof.
`;

const statusOf = async (id: string) =>
  (
    await app.sql`select processing_status, processing_error, preview, word_count, passage_count from documents where id = ${id}`
  )[0];

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner("docs@a.nl", "Doris Docs");
  outsider = await app.signUpOwner("buiten@b.nl", "Bert Buiten");
});
afterAll(async () => {
  await app?.stop();
});

describe("documents: upload → processing → passages", () => {
  it("processes a Markdown upload into indexed passages that keep their headings", async () => {
    const res = await app.upload(owner, owner.org, "handboek.md", handbook, "text/markdown");
    expect(res.status).toBe(201);
    const id = res.body.documents?.[0].id as string;
    const [row] = await app.sql`select file_path, user_id from documents where id = ${id}`;
    // The key is made from the row's own id: no two documents can share a file.
    expect(row.file_path).toBe(`${owner.userId}/${id}_handboek.md`);
    const done = await eventually(async () => {
      const s = await statusOf(id);
      return s.processing_status === "completed" ? s : undefined;
    }, 20_000);
    expect(done.preview.startsWith("Medewerkers met een fulltime contract")).toBe(true);
    expect(done.word_count).toBeGreaterThan(20);
    const passages =
      await app.sql`select heading, content from document_passages where document_id = ${id} order by position`;
    expect(passages.map((p) => p.heading)).toEqual(["Verlof", "Bijzonder verlof"]);
    // Dutch stemming: "vakantiedag" finds "vakantiedagen"; trigram similarity forgives a typo.
    const stemmed = await app.sql`select 1 from document_passages
      where organization_id = ${owner.org} and search_vector @@ websearch_to_tsquery('dutch', 'vakantiedag')`;
    expect(stemmed).toHaveLength(1);
    const typo = await app.sql`select 1 from document_passages
      where organization_id = ${owner.org} and word_similarity('verhuising', content) > 0.5`;
    expect(typo).toHaveLength(1);
  });

  it("the same document uploaded twice does not make the assistant unsure: a copy is no rival", async () => {
    const again = await app.upload(owner, owner.org, "handboek-kopie.md", handbook, "text/markdown");
    expect(again.status).toBe(201);
    const id = again.body.documents?.[0].id as string;
    await eventually(async () => (await statusOf(id)).processing_status === "completed", 20_000);
    const res = await app.api<{
      reply: { body: string; handover: boolean; explanation: { parts: Array<{ offered?: unknown[] }> } };
    }>(owner, owner.org, "POST", "knowledge/search", {
      question: "hoeveel vakantiedagen krijg ik bij een fulltime contract",
    });
    expect(res.status).toBe(200);
    // Answered straight away, not offered as a one-item choice between two copies.
    expect(res.body.reply.handover).toBe(false);
    expect(res.body.reply.explanation.parts[0].offered ?? []).toEqual([]);
    expect(res.body.reply.body).toContain("25 vakantiedagen");
    // The copy goes again: the tests below count this organisation's documents.
    expect((await app.api(owner, owner.org, "DELETE", `documents/${id}`)).status).toBe(200);
  });

  it("a file that is not text ends 'failed' with a readable error", async () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 37) % 256);
    const res = await app.upload(owner, owner.org, "kapot.txt", bytes, "text/plain");
    expect(res.status).toBe(201);
    const id = res.body.documents?.[0].id as string;
    const failed = await eventually(async () => {
      const s = await statusOf(id);
      return s.processing_status === "failed" ? s : undefined;
    }, 20_000);
    expect(failed.processing_error).toBe("Het bestand kon niet worden gelezen als tekst.");
  });

  it("reads the handbook HR has as PDF, DOCX and Word web page (.htm); a protected PDF fails on its row saying what to do", async () => {
    const testFile = (name: string) =>
      new Uint8Array(fs.readFileSync(new URL(`../../server/documents/test-files/${name}`, import.meta.url)));
    const pdfType = "application/pdf";
    const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    const uploads = [
      ["Personeelshandboek 2026.pdf", testFile("personeelshandboek.pdf"), pdfType],
      // Named apart: the same name in another format would be the PDF's new version.
      ["Personeelshandboek 2026 (Word).docx", testFile("personeelshandboek.docx"), docxType],
      ["Intranet.htm", "<h1>1 Reiskosten</h1><p>De kilometer&shy;vergoeding is &euro;&nbsp;0,23.</p>", "text/html"],
      ["Personeelshandboek beveiligd.pdf", testFile("beveiligd.pdf"), pdfType],
    ] as const;
    const ids: string[] = [];
    for (const [name, content, type] of uploads) {
      const res = await app.upload(owner, owner.org, name, content, type);
      expect(res.status).toBe(201);
      ids.push(res.body.documents?.[0].id as string);
    }
    const settled = await eventually(async () => {
      const rows = await Promise.all(ids.map(statusOf));
      return rows.every((r) => r.processing_status === "completed" || r.processing_status === "failed")
        ? rows
        : undefined;
    }, 30_000);
    expect(settled.map((r) => r.processing_status)).toEqual(["completed", "completed", "completed", "failed"]);
    expect(settled[3].processing_error).toBe(
      "Deze PDF is beveiligd met een wachtwoord: sla hem op zonder wachtwoord (of als Word-bestand) en upload hem opnieuw.",
    );
    for (const id of ids.slice(0, 2)) {
      const rows = await app.sql`select heading, content from document_passages where document_id = ${id}`;
      const text = rows.map((r) => `${r.heading}\n${r.content}`).join("\n");
      expect(text).toContain("Leeftijd: 55 t/m 59 jaar; Vakantiedagen per jaar: 27 dagen");
      expect(text).not.toContain("Vertrouwelijk – alleen voor intern gebruik");
      expect(rows.map((r) => r.heading)).toContain("Reiskosten");
    }
    const [htm] = await app.sql`select heading, content from document_passages where document_id = ${ids[2]}`;
    expect(htm).toMatchObject({ heading: "Reiskosten", content: "De kilometervergoeding is € 0,23." });
    // The QA colleague's question now finds the row with its value, not the label alone.
    const res = await fetch(`${app.url}/api/knowledge/search`, {
      method: "POST",
      headers: {
        cookie: owner.cookie,
        origin: app.url,
        "x-organization-id": owner.org,
        "content-type": "application/json",
      },
      body: JSON.stringify({ question: "hoeveel vakantiedagen heb ik als ik 55 ben" }),
    });
    const found = (await res.json()) as { passages: Array<{ text: string }> };
    expect(found.passages[0].text).toContain("Leeftijd: 55 t/m 59 jaar; Vakantiedagen per jaar: 27 dagen");
    await app.sql`delete from documents where id in ${app.sql(ids)}`;
  });

  it("refuses other file types with the spec's message and stores nothing", async () => {
    const before = (await app.sql`select count(*)::int as n from documents`)[0].n;
    const res = await app.upload(owner, owner.org, "cv.doc", "\xD0\xCF\x11\xE0", "application/msword");
    expect(res).toEqual({
      status: 400,
      body: {
        error: {
          code: "invalid_input",
          title: "Ongeldig bestandstype",
          description: "cv.doc: Alleen PDF, DOCX, TXT, CSV, HTML en MD bestanden zijn toegestaan",
        },
      },
    });
    expect((await app.sql`select count(*)::int as n from documents`)[0].n).toBe(before);
  });

  it("a member of another organisation can neither upload to, see, re-process nor delete these documents", async () => {
    const [doc] =
      await app.sql`select id from documents where organization_id = ${owner.org} and processing_status = 'completed'`;
    expect((await app.upload(outsider, owner.org, "x.md", "# x", "text/markdown")).status).toBe(404);
    const headers = { cookie: outsider.cookie, origin: app.url };
    expect((await fetch(`${app.url}/api/documents/${doc.id}`, { method: "DELETE", headers })).status).toBe(404);
    expect((await fetch(`${app.url}/api/documents/${doc.id}/process`, { method: "POST", headers })).status).toBe(404);
    expect(await statusOf(doc.id)).toMatchObject({ processing_status: "completed" });
    const zb = await connectZero(app.url, outsider);
    expect(await zb.run(queries.documents.ofOrganization({ organizationId: owner.org }), { type: "complete" })).toEqual(
      [],
    );
    await zb.close();
    const za = await connectZero(app.url, owner);
    expect(
      (await za.run(queries.documents.ofOrganization({ organizationId: owner.org }), { type: "complete" })).length,
    ).toBe(2);
    await za.close();
  });

  it("re-processing and deleting work for the owner; delete removes file, row and passages", async () => {
    const [doc] =
      await app.sql`select id, file_path from documents where organization_id = ${owner.org} and processing_status = 'completed'`;
    const headers = { cookie: owner.cookie, origin: app.url };
    expect((await fetch(`${app.url}/api/documents/${doc.id}/process`, { method: "POST", headers })).status).toBe(200);
    await eventually(async () => (await statusOf(doc.id)).processing_status === "completed", 20_000);
    expect((await app.sql`select count(*)::int as n from document_passages where document_id = ${doc.id}`)[0].n).toBe(
      2,
    );
    const file = path.join(app.dataDir, "storage", "documents", doc.file_path);
    expect(fs.existsSync(file)).toBe(true);
    expect((await fetch(`${app.url}/api/documents/${doc.id}`, { method: "DELETE", headers })).status).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect(await app.sql`select 1 from documents where id = ${doc.id}`).toHaveLength(0);
    expect(await app.sql`select 1 from document_passages where document_id = ${doc.id}`).toHaveLength(0);
  });
});

describe("one processing run at a time per document", () => {
  it("runs racing each other (two jobs and a re-process request) leave exactly one set of passages", async () => {
    const sections = Array.from(
      { length: 3000 },
      (_, i) => `## Regel ${i}\n\nArtikel ${i}: wie op maandag werkt krijgt ${i} minuten pauze en een toeslag.\n`,
    ).join("\n");
    const res = await app.upload(owner, owner.org, "regels.md", `# Regels\n\n${sections}`, "text/markdown");
    const id = res.body.documents?.[0].id as string;
    const completed = () =>
      eventually(async () => {
        const s = await statusOf(id);
        const [jobs] = await app.sql`select count(*)::int as n from graphile_worker._private_jobs j
          join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'process_document' and j.payload->>'documentId' = ${id}`;
        return s.processing_status === "completed" && jobs.n === 0 ? s : undefined;
      }, 60_000);
    const { passage_count: expected } = await completed();
    expect(expected).toBeGreaterThanOrEqual(3000);

    // Two runs of the job in this process (on the app's database and storage) and one the
    // worker takes from a re-process request, all at once.
    const db = connectDb(connectSql(app.databaseUrl, { max: 8 }));
    const storage = localStorage(app.dataDir, "documents");
    try {
      const reprocess = fetch(`${app.url}/api/documents/${id}/process`, {
        method: "POST",
        headers: { cookie: owner.cookie, origin: app.url },
      });
      await Promise.all([processDocument(db, storage, id), processDocument(db, storage, id), reprocess]);
    } finally {
      await db.destroy();
    }
    const done = await completed();
    const [passages] = await app.sql`select count(*)::int as n, count(distinct position)::int as positions
      from document_passages where document_id = ${id}`;
    expect(done.passage_count).toBe(expected);
    expect(passages).toEqual({ n: expected, positions: expected });
  });
});

describe("a document its reader takes too long over", () => {
  it("fails on its own row with the Dutch message (keeping its earlier passages) while another organisation's document is processed meanwhile", async () => {
    // A plain-text handbook of a few megabytes: read in a second or two, far past a 200 ms limit.
    const big = Array.from(
      { length: 30_000 },
      (_, i) => `Regel ${i}\n\nWie op zondag werkt krijgt ${i} minuten pauze en een toeslag van 50 procent.\n`,
    ).join("\n");
    const res = await app.upload(owner, owner.org, "zwaar.txt", big, "text/plain");
    const id = res.body.documents?.[0].id as string;
    await eventually(async () => (await statusOf(id)).processing_status === "completed", 60_000);

    // An organisation of its own: the others' knowledge is counted by the retrieval tests below.
    const third = await app.signUpOwner("derde@c.nl", "Cees Derde");
    const db = connectDb(connectSql(app.databaseUrl, { max: 8 }));
    const storage = localStorage(app.dataDir, "documents");
    try {
      const before = (await statusOf(id)).passage_count;
      // The same job with a reader's time limit this file exceeds, in this process, while the
      // other organisation's upload goes through the stack's worker.
      const slow = processDocument(db, storage, id, { limits: { heapMb: 256, timeoutMs: 200 } });
      const other = await app.upload(third, third.org, "derde.md", handbook, "text/markdown");
      const otherId = other.body.documents?.[0].id as string;
      await slow;
      // It was read before: those passages keep answering, and the row says why this run failed.
      const failed = await statusOf(id);
      expect(failed.processing_status).toBe("completed");
      expect(failed.processing_error).toBe(nl.documents.reprocessFailedKept(nl.documents.tooComplex));
      expect(await app.sql`select 1 from document_passages where document_id = ${id}`).toHaveLength(before);
      await eventually(async () => (await statusOf(otherId)).processing_status === "completed", 20_000);
      expect((await statusOf(otherId)).passage_count).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });
});

describe("retrieval (what the assistant would find)", () => {
  const search = async (user: TestUser, organizationId: string, question: string) => {
    const res = await fetch(`${app.url}/api/knowledge/search`, {
      method: "POST",
      headers: {
        cookie: user.cookie,
        origin: app.url,
        "x-organization-id": organizationId,
        "content-type": "application/json",
      },
      body: JSON.stringify({ question }),
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        faqs: Array<{ title: string; score: number }>;
        passages: Array<{ title: string; source: string; text: string }>;
        reply: { body: string; handover: boolean; explanation: AnswerExplanation };
      },
    };
  };

  beforeAll(async () => {
    const res = await app.upload(owner, owner.org, "personeelsgids.md", handbook, "text/markdown");
    const id = res.body.documents?.[0].id as string;
    await eventually(async () => (await statusOf(id)).processing_status === "completed", 20_000);
    const faq = (q: string, a: string, active = true) =>
      app.sql`insert into faqs (id, organization_id, question, answer, is_active) values (gen_random_uuid(), ${owner.org}, ${q}, ${a}, ${active})`;
    await faq("Hoeveel vakantiedagen heb ik per jaar?", "Fulltime 25 dagen, parttime naar rato.");
    await faq("Hoe meld ik me ziek?", "Bel voor 09:00 uur je leidinggevende.");
    await faq("Krijg ik reiskostenvergoeding?", "Ja, 23 cent per kilometer.");
    await faq("Wat is het oude verlofbeleid?", "Vervallen.", false);
  });

  it("finds the right FAQ first despite singular/plural and word order (Dutch stemming)", async () => {
    const r = await search(owner, owner.org, "hoeveel vakantiedag krijg ik in een jaar");
    expect(r.status).toBe(200);
    expect(r.body.faqs[0].title).toBe("Hoeveel vakantiedagen heb ik per jaar?");
    expect(r.body.faqs[0].score).toBeGreaterThan(0);
    expect(r.body.faqs[0].score).toBeLessThan(1);
  });

  it("finds the passage under its heading with the source document named", async () => {
    const r = await search(owner, owner.org, "Krijg ik vrij als ik ga verhuizen?");
    expect(r.body.passages[0]).toMatchObject({ title: "Bijzonder verlof", source: "personeelsgids" });
    expect(r.body.passages[0].text).toContain("verhuizing");
  });

  it("never returns inactive FAQs", async () => {
    const r = await search(owner, owner.org, "oude verlofbeleid");
    expect(r.body.faqs.map((f) => f.title)).not.toContain("Wat is het oude verlofbeleid?");
  });

  it("another organisation's member can search neither A's knowledge nor find it in their own", async () => {
    expect((await search(outsider, owner.org, "vakantiedagen")).status).toBe(404);
    const orgB = outsider.org;
    const own = await search(outsider, orgB, "vakantiedagen verhuizing ziek");
    expect(own.body).toMatchObject({ faqs: [], passages: [] });
    // A's vocabulary does not leak into B's typo correction either.
    const typo = await search(outsider, orgB, "vakantiedgen");
    expect(typo.body.reply.handover).toBe(true);
    expect(JSON.stringify(typo.body.reply.explanation)).not.toContain("vakantiedagen");
  });

  it("tolerates typos by correcting unknown words against the organisation's own vocabulary", async () => {
    const faq = await search(owner, owner.org, "Hoeveel vakantiedgen heb ik?");
    expect(faq.body.reply.explanation.parts[0].corrections).toContainEqual({
      from: "vakantiedgen",
      to: "vakantiedagen",
    });
    expect(faq.body.faqs[0].title).toBe("Hoeveel vakantiedagen heb ik per jaar?");
    // Answered, or (the handbook's Verlof passage says the same, so the two can be close)
    // offered first among the choices: either way the employee reaches this FAQ's answer.
    expect(faq.body.reply.body).toMatch(
      /^Fulltime 25 dagen, parttime naar rato\.$|\n1\. Hoeveel vakantiedagen heb ik per jaar\?\n/,
    );
    const passage = await search(owner, owner.org, "bijzonder verlf bij een verhuizng");
    expect(passage.body.passages[0]).toMatchObject({ title: "Bijzonder verlof" });
    expect((await search(owner, owner.org, "reiskostenvergoding")).body.faqs[0].title).toBe(
      "Krijg ik reiskostenvergoeding?",
    );
  });

  it("an empty question gets the Dutch message", async () => {
    const r = await search(owner, owner.org, "   ");
    expect(r.status).toBe(400);
  });
});
