import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// Uploading a file under the name of one already there is a new version of it: the old one
// answers until the new one has been processed, then goes (with its passages and file) in
// the same commit; a new version that fails leaves the old one in use. Never across
// organisations.
let app: Stack;
let owner: Owner; // organisation A
let outsider: Owner; // organisation B, with a file of the same name

const NAME = "Personeelshandboek 2026.md";
const handbook = (days: number) =>
  `# Verlof\n\nMedewerkers met een fulltime contract hebben recht op ${days} vakantiedagen per jaar.\n`;
const question = "hoeveel vakantiedagen krijg ik bij een fulltime contract";

type Uploaded = { documents: Array<{ id: string; filename: string; version: number; replaces: boolean }> };
const upload = async (who: Owner, content: string | Uint8Array<ArrayBuffer>) => {
  const res = await app.upload(who, who.org, NAME, content, "text/markdown");
  expect(res.status).toBe(201);
  return (res.body as unknown as Uploaded).documents[0];
};
const statusOf = async (id: string) =>
  (await app.sql`select processing_status from documents where id = ${id}`)[0]?.processing_status as string | undefined;
const settled = (id: string) =>
  eventually(async () => {
    const s = await statusOf(id);
    return s === "completed" || s === "failed" ? s : undefined;
  }, 20_000);
const answer = async (who: Owner) => {
  const res = await app.api<{ reply: { body: string } }>(who, who.org, "POST", "knowledge/search", { question });
  expect(res.status).toBe(200);
  return res.body.reply.body;
};
const namesakes = (org: string) =>
  app.sql`select id, version, processing_status, file_path from documents
    where organization_id = ${org} and filename = ${NAME} order by created_at`;

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner("versies@a.nl", "Vera Versie");
  outsider = await app.signUpOwner("versies@b.nl", "Bas Buiten");
});
afterAll(async () => {
  await app?.stop();
});

describe("a same-name upload is a new version", () => {
  let first: Uploaded["documents"][0];
  let second: Uploaded["documents"][0];

  it("the first upload of a name is version 1 and replaces nothing", async () => {
    first = await upload(owner, handbook(25));
    expect(first).toMatchObject({ filename: NAME, version: 1, replaces: false });
    expect(await settled(first.id)).toBe("completed");
    expect(await answer(owner)).toContain("25 vakantiedagen");
  });

  it("the old version answers until the new one is processed; then it is gone, atomically", async () => {
    // Hold the old row: the new version's completion (which removes it) waits for us, so
    // we can look at the moment in between from outside.
    const blocker = postgres(app.databaseUrl, { max: 1, onnotice: () => {} });
    const [old] = await app.sql`select file_path from documents where id = ${first.id}`;
    const oldFile = path.join(app.dataDir, "storage", "documents", old.file_path);
    try {
      await blocker.begin(async (tx) => {
        await tx`select 1 from documents where id = ${first.id} for update`;
        second = await upload(owner, handbook(27));
        expect(second).toMatchObject({ filename: NAME, version: 2, replaces: true });
        // The new version has been read and is waiting to commit: nothing of it answers yet.
        await eventually(
          async () =>
            (
              await app.sql`select 1 from pg_locks l join pg_stat_activity a using (pid)
                where not l.granted and a.query ilike '%delete from "documents"%'`
            ).length > 0,
          20_000,
        );
        expect(await statusOf(second.id)).toBe("processing");
        expect(await answer(owner)).toContain("25 vakantiedagen");
        expect((await namesakes(owner.org)).map((d) => d.version)).toEqual([1, 2]);
      });
    } finally {
      await blocker.end();
    }
    expect(await settled(second.id)).toBe("completed");
    const left = await namesakes(owner.org);
    expect(left.map((d) => ({ id: d.id, version: d.version }))).toEqual([{ id: second.id, version: 2 }]);
    expect(await app.sql`select 1 from document_passages where document_id = ${first.id}`).toHaveLength(0);
    await eventually(async () => !fs.existsSync(oldFile), 5_000);
    const body = await answer(owner);
    expect(body).toContain("27 vakantiedagen");
    expect(body).not.toContain("25 vakantiedagen");
    const [logged] = await app.sql`select kind, target, actor_user_id, details from activity_log
      where organization_id = ${owner.org} and kind = 'document_replaced'`;
    expect(logged).toMatchObject({
      target: NAME,
      actor_user_id: owner.userId,
      details: { documentId: second.id, version: 2, replaced: 1 },
    });
  });

  it("a new version that fails to process leaves the current one answering", async () => {
    const broken = await upload(
      owner,
      new Uint8Array(4096).map((_, i) => (i * 37) % 256),
    );
    expect(broken).toMatchObject({ version: 3, replaces: true });
    expect(await settled(broken.id)).toBe("failed");
    expect((await namesakes(owner.org)).map((d) => [d.version, d.processing_status])).toEqual([
      [2, "completed"],
      [3, "failed"],
    ]);
    expect(await answer(owner)).toContain("27 vakantiedagen");
  });

  it("of a name uploaded twice before versions existed, only the newest answers", async () => {
    // What the migration leaves of such a pair: both processed, numbered in upload order.
    const parking = (euro: number) => `# Parkeren\n\nEen parkeerplaats bij kantoor kost ${euro} euro per maand.\n`;
    const older = await app.upload(owner, owner.org, "parkeren.md", parking(20), "text/markdown");
    const newer = await app.upload(owner, owner.org, "parkeren-2.md", parking(22), "text/markdown");
    const [a, b] = [older, newer].map((r) => (r.body as unknown as Uploaded).documents[0].id);
    try {
      expect(await settled(a)).toBe("completed");
      expect(await settled(b)).toBe("completed");
      await app.sql`update documents set filename = 'parkeren.md', version = 2, processing_status = 'completed'
        where id = ${b}`;
      const reply = async () =>
        (
          await app.api<{ reply: { body: string } }>(owner, owner.org, "POST", "knowledge/search", {
            question: "wat kost een parkeerplaats bij kantoor",
          })
        ).body.reply.body;
      const body = await eventually(async () => {
        const r = await reply();
        return r.includes("22 euro") ? r : undefined;
      }, 10_000).catch(async () => reply());
      expect(body).toContain("22 euro");
      expect(body).not.toContain("20 euro");
    } finally {
      await app.sql`delete from documents where id in ${app.sql([a, b])}`;
    }
  });

  it("never replaces another organisation's document of the same name", async () => {
    const theirs = await upload(outsider, handbook(30));
    expect(theirs).toMatchObject({ version: 1, replaces: false });
    expect(await settled(theirs.id)).toBe("completed");
    expect((await namesakes(owner.org)).map((d) => d.version)).toEqual([2, 3]);
    expect(await answer(owner)).toContain("27 vakantiedagen");
    expect(await answer(outsider)).toContain("30 vakantiedagen");
    // Nor does the owner's next version touch the outsider's.
    const fourth = await upload(owner, handbook(28));
    expect(fourth).toMatchObject({ version: 4, replaces: true });
    expect(await settled(fourth.id)).toBe("completed");
    expect((await namesakes(owner.org)).map((d) => d.version)).toEqual([4]);
    expect((await namesakes(outsider.org)).map((d) => d.id)).toEqual([theirs.id]);
    expect(await answer(outsider)).toContain("30 vakantiedagen");
  });

  it("the same handbook in another format is its new version, not a second copy that answers beside it", async () => {
    const asText = NAME.replace(/\.md$/, ".txt");
    const res = await app.upload(owner, owner.org, asText, handbook(29), "text/plain");
    expect(res.status).toBe(201);
    const doc = (res.body as unknown as Uploaded).documents[0];
    expect(doc).toMatchObject({ filename: asText, version: 5, replaces: true });
    expect(await settled(doc.id)).toBe("completed");
    const left = await app.sql`select filename from documents where organization_id = ${owner.org}
      and filename in (${NAME}, ${asText})`;
    expect(left.map((d) => d.filename)).toEqual([asText]);
    expect(await answer(owner)).toContain("29 vakantiedagen");
  });

  it("a member replaces only what they uploaded themselves: replacing an admin's document is deleting it", async () => {
    const member = await app.signUpMember(owner.org, "versies-lid@a.nl", "Lid Lisa");
    const refused = await app.upload(member, owner.org, NAME.replace(/\.md$/, ".txt"), handbook(60), "text/plain");
    expect(refused.status).toBe(403);
    expect(refused.body.error?.description).toContain("Alleen admins kunnen dat vervangen");
    expect(await answer(owner)).toContain("29 vakantiedagen");
    // Their own document they may replace.
    const own = "Mijn rooster.md";
    for (const week of [1, 2]) {
      const res = await app.upload(
        member,
        owner.org,
        own,
        `# Rooster\n\nWeek ${week}: vroege dienst.\n`,
        "text/markdown",
      );
      expect(res.status).toBe(201);
    }
  });

  it("a member deletes their own document, never a colleague's: the server refuses whatever the screen shows", async () => {
    const member = await app.signUpMember(owner.org, "versies-wisser@a.nl", "Wim Wisser");
    const colleague = await app.signUpMember(owner.org, "versies-collega@a.nl", "Cor Collega");
    const mine = await app.upload(member, owner.org, "Wisrooster.md", "# Rooster\n\nWeek 3.\n", "text/markdown");
    const theirs = await app.upload(
      colleague,
      owner.org,
      "Collegarooster.md",
      "# Rooster\n\nWeek 4.\n",
      "text/markdown",
    );
    const mineId = mine.body.documents?.[0].id as string;
    const theirsId = theirs.body.documents?.[0].id as string;
    const [{ id: adminsId }] = await app.sql`select id from documents
      where organization_id = ${owner.org} and user_id = ${owner.userId} order by created_at desc limit 1`;
    expect(theirs.status).toBe(201);
    // Straight at the route, as a client that skips the screen's own checks would.
    for (const id of [theirsId, adminsId]) {
      const refused = await app.api(member, owner.org, "DELETE", `documents/${id}`);
      expect(refused.status).toBe(403);
      expect(refused.body.error?.description).toBe(
        "Je kunt alleen documenten verwijderen die je zelf hebt geüpload. Vraag een admin om dit document te verwijderen.",
      );
      expect(await statusOf(id)).toBeDefined();
    }
    // Re-processing stays an admin's, even of their own document.
    expect((await app.api(member, owner.org, "POST", `documents/${mineId}/process`)).status).toBe(403);
    const own = await app.api(member, owner.org, "DELETE", `documents/${mineId}`);
    expect(own.status).toBe(200);
    expect(await statusOf(mineId)).toBeUndefined();
    // An admin deletes anyone's.
    expect((await app.api(owner, owner.org, "DELETE", `documents/${theirsId}`)).status).toBe(200);
    expect(await answer(owner)).toContain("29 vakantiedagen");
  });
});
