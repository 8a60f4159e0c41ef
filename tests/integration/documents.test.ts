import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queries } from "../../common/zero/queries.ts";
import type { AnswerExplanation } from "../../zero-schema.ts";
import { type RunningApp, startApp } from "../support/start-app.ts";
import { connectZero, eventually, signUpUser, type TestUser } from "../support/zero-client.ts";

let app: RunningApp;
let sql: postgres.Sql;
let owner: TestUser;
let outsider: TestUser;
let orgA: string;

const handbook = `# Verlof

Medewerkers met een fulltime contract hebben recht op 25 vakantiedagen per jaar.
Vakantie vraag je minimaal twee weken vooraf aan via je leidinggevende.

## Bijzonder verlof

Bij een verhuizing krijg je één dag bijzonder verlof.
`;

async function upload(
  user: TestUser,
  organizationId: string,
  name: string,
  content: string | Uint8Array<ArrayBuffer>,
  type: string,
) {
  const form = new FormData();
  form.append("files", new File([content], name, { type }));
  const res = await fetch(`${app.url}/api/documents`, {
    method: "POST",
    headers: { cookie: user.cookie, origin: app.url, "x-organization-id": organizationId },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { documents?: Array<{ id: string }>; error?: { title: string; description?: string } },
  };
}

const statusOf = async (id: string) =>
  (
    await sql`select processing_status, processing_error, preview, word_count, passage_count from documents where id = ${id}`
  )[0];

beforeAll(async () => {
  app = await startApp();
  sql = postgres(app.databaseUrl, { max: 2, onnotice: () => {} });
  owner = await signUpUser(app.url, "docs@a.nl", "Doris Docs");
  outsider = await signUpUser(app.url, "buiten@b.nl", "Bert Buiten");
  orgA = (await sql`select organization_id from organization_members where user_id = ${owner.userId}`)[0]
    .organization_id;
});
afterAll(async () => {
  await sql?.end();
  await app?.stop();
});

describe("documents: upload → processing → passages", () => {
  it("processes a Markdown upload into indexed passages that keep their headings", async () => {
    const res = await upload(owner, orgA, "handboek.md", handbook, "text/markdown");
    expect(res.status).toBe(201);
    const id = res.body.documents?.[0].id as string;
    const [row] = await sql`select file_path, user_id from documents where id = ${id}`;
    expect(row.file_path).toMatch(new RegExp(`^${owner.userId}/\\d+_handboek\\.md$`));
    const done = await eventually(async () => {
      const s = await statusOf(id);
      return s.processing_status === "completed" ? s : undefined;
    }, 20_000);
    expect(done.preview.startsWith("Medewerkers met een fulltime contract")).toBe(true);
    expect(done.word_count).toBeGreaterThan(20);
    const passages =
      await sql`select heading, content from document_passages where document_id = ${id} order by position`;
    expect(passages.map((p) => p.heading)).toEqual(["Verlof", "Bijzonder verlof"]);
    // Dutch stemming: "vakantiedag" finds "vakantiedagen"; trigram similarity forgives a typo.
    const stemmed = await sql`select 1 from document_passages
      where organization_id = ${orgA} and search_vector @@ websearch_to_tsquery('dutch', 'vakantiedag')`;
    expect(stemmed).toHaveLength(1);
    const typo = await sql`select 1 from document_passages
      where organization_id = ${orgA} and word_similarity('verhuising', content) > 0.5`;
    expect(typo).toHaveLength(1);
  });

  it("a file that is not text ends 'failed' with a readable error", async () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 37) % 256);
    const res = await upload(owner, orgA, "kapot.txt", bytes, "text/plain");
    expect(res.status).toBe(201);
    const id = res.body.documents?.[0].id as string;
    const failed = await eventually(async () => {
      const s = await statusOf(id);
      return s.processing_status === "failed" ? s : undefined;
    }, 20_000);
    expect(failed.processing_error).toBe("Het bestand kon niet worden gelezen als tekst.");
  });

  it("refuses other file types with the spec's message and stores nothing", async () => {
    const before = (await sql`select count(*)::int as n from documents`)[0].n;
    const res = await upload(owner, orgA, "cv.pdf", "%PDF-1.4", "application/pdf");
    expect(res).toEqual({
      status: 400,
      body: {
        error: {
          code: "invalid_input",
          title: "Ongeldig bestandstype",
          description: "cv.pdf: Alleen TXT, CSV, HTML en MD bestanden zijn toegestaan",
        },
      },
    });
    expect((await sql`select count(*)::int as n from documents`)[0].n).toBe(before);
  });

  it("a member of another organisation can neither upload to, see, re-process nor delete these documents", async () => {
    const [doc] =
      await sql`select id from documents where organization_id = ${orgA} and processing_status = 'completed'`;
    expect((await upload(outsider, orgA, "x.md", "# x", "text/markdown")).status).toBe(404);
    const headers = { cookie: outsider.cookie, origin: app.url };
    expect((await fetch(`${app.url}/api/documents/${doc.id}`, { method: "DELETE", headers })).status).toBe(404);
    expect((await fetch(`${app.url}/api/documents/${doc.id}/process`, { method: "POST", headers })).status).toBe(404);
    expect(await statusOf(doc.id)).toMatchObject({ processing_status: "completed" });
    const zb = await connectZero(app.url, outsider);
    expect(await zb.run(queries.documents.ofOrganization({ organizationId: orgA }), { type: "complete" })).toEqual([]);
    await zb.close();
    const za = await connectZero(app.url, owner);
    expect(
      (await za.run(queries.documents.ofOrganization({ organizationId: orgA }), { type: "complete" })).length,
    ).toBe(2);
    await za.close();
  });

  it("re-processing and deleting work for the owner; delete removes file, row and passages", async () => {
    const [doc] =
      await sql`select id, file_path from documents where organization_id = ${orgA} and processing_status = 'completed'`;
    const headers = { cookie: owner.cookie, origin: app.url };
    expect((await fetch(`${app.url}/api/documents/${doc.id}/process`, { method: "POST", headers })).status).toBe(200);
    await eventually(async () => (await statusOf(doc.id)).processing_status === "completed", 20_000);
    expect((await sql`select count(*)::int as n from document_passages where document_id = ${doc.id}`)[0].n).toBe(2);
    const file = path.join(app.dataDir, "storage", "documents", doc.file_path);
    expect(fs.existsSync(file)).toBe(true);
    expect((await fetch(`${app.url}/api/documents/${doc.id}`, { method: "DELETE", headers })).status).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect(await sql`select 1 from documents where id = ${doc.id}`).toHaveLength(0);
    expect(await sql`select 1 from document_passages where document_id = ${doc.id}`).toHaveLength(0);
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
    const res = await upload(owner, orgA, "personeelsgids.md", handbook, "text/markdown");
    const id = res.body.documents?.[0].id as string;
    await eventually(async () => (await statusOf(id)).processing_status === "completed", 20_000);
    const faq = (q: string, a: string, active = true) =>
      sql`insert into faqs (id, organization_id, question, answer, is_active) values (gen_random_uuid(), ${orgA}, ${q}, ${a}, ${active})`;
    await faq("Hoeveel vakantiedagen heb ik per jaar?", "Fulltime 25 dagen, parttime naar rato.");
    await faq("Hoe meld ik me ziek?", "Bel voor 09:00 uur je leidinggevende.");
    await faq("Krijg ik reiskostenvergoeding?", "Ja, 23 cent per kilometer.");
    await faq("Wat is het oude verlofbeleid?", "Vervallen.", false);
  });

  it("finds the right FAQ first despite singular/plural and word order (Dutch stemming)", async () => {
    const r = await search(owner, orgA, "hoeveel vakantiedag krijg ik in een jaar");
    expect(r.status).toBe(200);
    expect(r.body.faqs[0].title).toBe("Hoeveel vakantiedagen heb ik per jaar?");
    expect(r.body.faqs[0].score).toBeGreaterThan(0);
    expect(r.body.faqs[0].score).toBeLessThan(1);
  });

  it("finds the passage under its heading with the source document named", async () => {
    const r = await search(owner, orgA, "Krijg ik vrij als ik ga verhuizen?");
    expect(r.body.passages[0]).toMatchObject({ title: "Bijzonder verlof", source: "personeelsgids.md" });
    expect(r.body.passages[0].text).toContain("verhuizing");
  });

  it("never returns inactive FAQs", async () => {
    const r = await search(owner, orgA, "oude verlofbeleid");
    expect(r.body.faqs.map((f) => f.title)).not.toContain("Wat is het oude verlofbeleid?");
  });

  it("another organisation's member can search neither A's knowledge nor find it in their own", async () => {
    expect((await search(outsider, orgA, "vakantiedagen")).status).toBe(404);
    const orgB = (await sql`select organization_id from organization_members where user_id = ${outsider.userId}`)[0]
      .organization_id;
    const own = await search(outsider, orgB, "vakantiedagen verhuizing ziek");
    expect(own.body).toMatchObject({ faqs: [], passages: [] });
    // A's vocabulary does not leak into B's typo correction either.
    const typo = await search(outsider, orgB, "vakantiedgen");
    expect(typo.body.reply.handover).toBe(true);
    expect(JSON.stringify(typo.body.reply.explanation)).not.toContain("vakantiedagen");
  });

  it("tolerates typos by correcting unknown words against the organisation's own vocabulary", async () => {
    const faq = await search(owner, orgA, "Hoeveel vakantiedgen heb ik?");
    expect(faq.body.reply.explanation.parts[0].corrections).toContainEqual({
      from: "vakantiedgen",
      to: "vakantiedagen",
    });
    expect(faq.body.faqs[0].title).toBe("Hoeveel vakantiedagen heb ik per jaar?");
    expect(faq.body.reply.body).toBe("Fulltime 25 dagen, parttime naar rato.");
    const passage = await search(owner, orgA, "bijzonder verlf bij een verhuizng");
    expect(passage.body.passages[0]).toMatchObject({ title: "Bijzonder verlof" });
    expect((await search(owner, orgA, "reiskostenvergoding")).body.faqs[0].title).toBe(
      "Krijg ik reiskostenvergoeding?",
    );
  });

  it("an empty question gets the Dutch message", async () => {
    const r = await search(owner, orgA, "   ");
    expect(r.status).toBe(400);
  });
});
