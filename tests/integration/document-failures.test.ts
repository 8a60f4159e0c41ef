import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { connectDb, type Db, type Sql } from "../../server/db/connect.ts";
import { processDocument } from "../../server/documents/process-document.ts";
import { localStorage, type Storage } from "../../server/integrations/storage/local-storage.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// What happens to a document when processing it goes wrong: the user reads one of our Dutch
// messages (never a server path), a hiccup of the database or the storage is tried again
// instead of failing the document, a document processed again keeps answering from its
// earlier passages when the new run fails, and deleting a document while it is processed
// ends the run quietly without taking its older version along.
let app: Stack;
let owner: Owner;
let pool: Sql;
let db: Db;
let storage: Storage;

const handbook = (days: number) =>
  `# Verlof\n\nMedewerkers met een fulltime contract hebben recht op ${days} vakantiedagen per jaar.\n\n## Verhuizing\n\nBij een verhuizing krijg je één dag bijzonder verlof.\n`;
const question = "hoeveel vakantiedagen krijg ik bij een fulltime contract";

const rowOf = async (id: string) =>
  (
    await app.sql`select processing_status, processing_error, passage_count, file_path from documents where id = ${id}`
  )[0];
const passagesOf = async (id: string) =>
  (await app.sql`select id::text, content from document_passages where document_id = ${id} order by id`).map(
    (p) => `${p.id} ${p.content}`,
  );
const settled = (id: string, timeout = 20_000) =>
  eventually(async () => {
    const row = await rowOf(id);
    return row && (row.processing_status === "completed" || row.processing_status === "failed") ? row : undefined;
  }, timeout);
const upload = async (name: string, content: string) => {
  const res = await app.upload(owner, owner.org, name, content, "text/markdown");
  expect(res.status).toBe(201);
  return res.body.documents?.[0].id as string;
};
const fileOf = async (id: string) => path.join(app.dataDir, "storage", "documents", (await rowOf(id)).file_path);
const answer = async () => {
  const res = await app.api<{ reply: { body: string } }>(owner, owner.org, "POST", "knowledge/search", { question });
  expect(res.status).toBe(200);
  return res.body.reply.body;
};
const reprocess = async (id: string) =>
  expect((await app.api(owner, owner.org, "POST", `documents/${id}/process`)).status).toBe(200);
const jobOf = async (id: string) =>
  (
    await app.sql`select j.attempts, j.last_error from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'process_document' and j.payload->>'documentId' = ${id}`
  )[0] as { attempts: number; last_error: string | null } | undefined;

const TEST_POOL = "document-failures-test";
/** The pool of a run whose lock connection a test ends. */
const HOLDER = "document-failures-holder";

beforeAll(async () => {
  app = await startStack();
  owner = await app.signUpOwner("mislukt@a.nl", "Mila Mislukt");
  // Named, so a test can tell this process's connections from the worker's.
  pool = postgres(app.databaseUrl, { max: 6, onnotice: () => {}, connection: { application_name: TEST_POOL } });
  // Bounded as the worker's is (DATABASE_CLIENT_TIMEOUT_MS' default): unbounded, a wait
  // postgres.js drops after Postgres ended a connection (porsager/postgres#1195) hangs for
  // good, where the worker's job fails after the bound and is tried again. Most likely why the
  // dropped-connection test below ran past its minute on some first tries (it takes 2 s).
  db = connectDb(pool, { timeoutMs: 35_000 });
  storage = localStorage(app.dataDir, "documents");
});
afterAll(async () => {
  // Not db.destroy(): connections the test had the database end may never say they closed.
  await pool?.end({ timeout: 1 });
  await app?.stop();
});

describe("what a failed document tells its users", () => {
  it("a stored file that is missing fails with our Dutch message, and the server's path only goes to the log", async () => {
    const id = randomUUID();
    const key = `${owner.userId}/${id}_Ziekteverzuim Jan Jansen.md`;
    await app.sql`insert into documents (id, organization_id, user_id, filename, file_path, mime_type, size_bytes)
      values (${id}, ${owner.org}, ${owner.userId}, 'Ziekteverzuim Jan Jansen.md', ${key}, 'text/markdown', 10)`;
    const log: string[] = [];
    await processDocument(db, storage, id, { log: (line) => log.push(line) });
    const row = await rowOf(id);
    expect(row).toMatchObject({ processing_status: "failed", processing_error: nl.documents.fileMissing });
    // The log says what happened, without the path (the uploader's id and the file's name).
    expect(log).toHaveLength(1);
    expect(log[0]).toContain("ENOENT");
    expect(log[0]).not.toContain(owner.userId);
    expect(log[0]).not.toContain("Jansen");
    expect(log[0]).not.toContain(app.dataDir);
  });
});

describe("a hiccup of the storage or the database is tried again", () => {
  it("a file the storage cannot read at the first attempt is read at the next, and the document completes", async () => {
    const id = await upload("Storing.md", handbook(24));
    expect((await settled(id)).processing_status).toBe("completed");
    const before = await passagesOf(id);
    const file = await fileOf(id);
    const saved = fs.readFileSync(file);
    // The storage fails to read it for now (a directory where the file was: EISDIR).
    fs.rmSync(file);
    fs.mkdirSync(file);
    try {
      await reprocess(id);
      const failedOnce = await eventually(async () => {
        const job = await jobOf(id);
        return job && job.attempts >= 1 && job.last_error ? job : undefined;
      }, 20_000);
      // Not failed for good: the job waits for its next attempt (graphile-worker's backoff).
      expect(failedOnce.last_error).not.toContain(app.dataDir);
      expect((await rowOf(id)).processing_status).not.toBe("failed");
    } finally {
      fs.rmSync(file, { recursive: true, force: true });
      fs.writeFileSync(file, saved);
    }
    const done = await settled(id, 30_000);
    expect(done).toMatchObject({ processing_status: "completed", processing_error: null, passage_count: 2 });
    expect(await passagesOf(id)).toHaveLength(2);
    expect(await passagesOf(id)).not.toEqual(before); // read again, not kept
    // The job ends once the run has let go of the document's lock, just after its commit.
    await eventually(async () => ((await jobOf(id)) ? undefined : true), 5_000);
    await app.api(owner, owner.org, "DELETE", `documents/${id}`);
  });

  it("a database fault in the middle of the run is thrown for a retry, not written on the document", async () => {
    const sections = Array.from({ length: 20_000 }, (_, i) => `## Regel ${i}\n\nArtikel ${i}: ${i} minuten pauze.\n`);
    const id = await upload("Groot reglement.md", `# Reglement\n\n${sections.join("\n")}`);
    const first = await settled(id, 60_000);
    expect(first.processing_status).toBe("completed");
    // The database refuses a batch halfway (as a failover or a full disk would): not the
    // document's fault. Raised by a trigger, so it happens at the same place every run.
    await app.sql.unsafe(`create function refuse_halfway() returns trigger language plpgsql as
      'begin if new.content like ''Artikel 15000:%'' then raise exception ''database went away''; end if; return new; end';
      create trigger refuse_halfway before insert on document_passages for each row execute function refuse_halfway();`);
    try {
      await expect(processDocument(db, storage, id, { lastAttempt: false, log: () => {} })).rejects.toThrow(
        /process_document/,
      );
    } finally {
      await app.sql.unsafe("drop trigger refuse_halfway on document_passages; drop function refuse_halfway();");
    }
    const row = await rowOf(id);
    expect(row.processing_status).toBe("pending");
    expect(row.processing_error).toBeNull();
    expect((await passagesOf(id)).length).toBe(first.passage_count);
    await processDocument(db, storage, id);
    expect(await rowOf(id)).toMatchObject({ processing_status: "completed", passage_count: first.passage_count });
    expect((await passagesOf(id)).length).toBe(first.passage_count);
    await app.api(owner, owner.org, "DELETE", `documents/${id}`);
  });

  it("a connection the database drops between batches costs the run nothing", async () => {
    // Batches are statements of their own on the pool, not a transaction per lane: postgres.js
    // left a reserved connection's queries pending for good when the database ended it, and
    // the run hung (about one run in six here).
    const sections = Array.from({ length: 20_000 }, (_, i) => `## Regel ${i}\n\nArtikel ${i}: ${i} minuten pauze.\n`);
    const id = await upload("Nog een reglement.md", `# Reglement\n\n${sections.join("\n")}`);
    const first = await settled(id, 60_000);
    // Its outcome is taken at once: the terminations below may also end the pooled connection
    // the run just took for its lock, and a rejection nothing awaits yet fails the whole run.
    const run = processDocument(db, storage, id, { lastAttempt: false, log: () => {} }).then(
      () => "done",
      () => "retry",
    );
    await eventually(async () => {
      const ended = await app.sql`select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and query like 'insert into "document_passages"%'`;
      return ended.length > 0;
    }, 30_000);
    // Either the run finished, or a batch in flight failed and it waits for its retry; never stuck.
    const outcome = await Promise.race([run, new Promise((r) => setTimeout(() => r("stuck"), 20_000))]);
    expect(outcome).not.toBe("stuck");
    // As the job would: tried again (a pooled connection the database ended may fail once more).
    for (let attempt = 0; outcome === "retry" && attempt < 3; attempt++) {
      const again = await processDocument(db, storage, id, { lastAttempt: false, log: () => {} }).then(
        () => true,
        () => false,
      );
      if (again) break;
    }
    expect(await rowOf(id)).toMatchObject({ processing_status: "completed", passage_count: first.passage_count });
    expect((await passagesOf(id)).length).toBe(first.passage_count);
    await app.api(owner, owner.org, "DELETE", `documents/${id}`);
    // Retries that wait out the bound (above) take longer than the default minute.
  }, 240_000);
});

describe("a run whose lock the database drops", () => {
  it("ends instead of hanging, and a run waiting for the lock meanwhile completes without mixing its passages in", async () => {
    // The run's lock lives on a connection of its own; postgres.js left that connection's
    // queries pending for good when the database ended it, so the job hung and the document
    // said "Bezig..." until the worker restarted. Both runs here are this process's, each on
    // a pool of its own name, so the one whose lock is dropped is known, whatever the timing
    // (a job's failed run is tried again by the worker, as every job is).
    const sections = Array.from({ length: 30_000 }, (_, i) => `## Regel ${i}\n\nArtikel ${i}: ${i} minuten pauze.\n`);
    const id = await upload("Lang reglement.md", `# Reglement\n\n${sections.join("\n")}`);
    const first = await settled(id, 60_000);
    expect(first.processing_status).toBe("completed");
    const holderPool = postgres(app.databaseUrl, {
      max: 4,
      onnotice: () => {},
      connection: { application_name: HOLDER },
    });
    try {
      const settle = (run: Promise<unknown>) =>
        run.then(
          () => "done",
          () => "failed",
        );
      // The first run is writing its passages (past the kept ones)...
      const holder = settle(processDocument(connectDb(holderPool), storage, id, { lastAttempt: false, log: () => {} }));
      await eventually(async () => {
        const [n] = await app.sql`select count(*)::int as n from document_passages where document_id = ${id}`;
        return n.n > first.passage_count + 1000 ? true : undefined;
      }, 60_000);
      // ...a second run (a re-process request in another worker) waits for the lock...
      const waiter = settle(processDocument(db, storage, id, { lastAttempt: false, log: () => {} }));
      // ...and the database ends the first run's lock connection (a restart, a failover).
      const ended = await app.sql`select pg_terminate_backend(l.pid) from pg_locks l
        join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.classid = ${0x444f} and l.objid = hashtext(${id})::oid
          and a.application_name = ${HOLDER}`;
      expect(ended).toHaveLength(1);
      const stuck = (ms: number) => new Promise((r) => setTimeout(() => r("stuck"), ms));
      // The first run ends (it is tried again as a job); it does not hang.
      expect(await Promise.race([holder, stuck(30_000)])).toBe("failed");
      // The waiting run takes the lock and completes, with the document's passages once each.
      expect(await Promise.race([waiter, stuck(180_000)])).toBe("done");
      expect(await rowOf(id)).toMatchObject({
        processing_status: "completed",
        processing_error: null,
        passage_count: first.passage_count,
      });
      const [passages] = await app.sql`select count(*)::int as n, count(distinct position)::int as positions
        from document_passages where document_id = ${id}`;
      expect(passages).toEqual({ n: first.passage_count, positions: first.passage_count });
    } finally {
      await holderPool.end({ timeout: 1 });
    }
    await app.api(owner, owner.org, "DELETE", `documents/${id}`);
  }, 420_000);
});

describe("a document processed again", () => {
  it("keeps answering from its earlier passages when the new run fails", async () => {
    const id = await upload("Personeelsgids.md", handbook(25));
    expect((await settled(id)).processing_status).toBe("completed");
    expect(await answer()).toContain("25 vakantiedagen");
    const before = await passagesOf(id);
    // The stored file no longer reads as text: this run fails on the document's own account.
    fs.writeFileSync(
      await fileOf(id),
      new Uint8Array(4096).map((_, i) => (i * 37) % 256),
    );
    await reprocess(id);
    const done = await eventually(async () => {
      const row = await rowOf(id);
      return row.processing_error ? row : undefined;
    }, 20_000);
    expect(done).toMatchObject({
      processing_status: "completed",
      processing_error: nl.documents.reprocessFailedKept(nl.documents.unreadable),
      passage_count: 2,
    });
    expect(await passagesOf(id)).toEqual(before);
    expect(await answer()).toContain("25 vakantiedagen");
    await app.api(owner, owner.org, "DELETE", `documents/${id}`);
  });
});

describe("a document processed again, mid-run", () => {
  it("answers from its earlier passages while the new run goes on, not from the new run's half", async () => {
    // Found by a re-test: while a handbook was processed again the assistant could not
    // answer from it at all. Mid-run, as a run leaves it: processing, the earlier run's
    // passages kept, and the first of the new run's stored after them.
    const id = await upload("Reglement.md", handbook(27));
    expect((await settled(id)).processing_status).toBe("completed");
    expect(await answer()).toContain("27 vakantiedagen");
    await app.sql`update documents set processing_status = 'processing' where id = ${id}`;
    await app.sql`insert into document_passages (document_id, organization_id, position, heading, content)
      values (${id}, ${owner.org}, 0, 'Verlof', 'Medewerkers met een fulltime contract hebben recht op 31 vakantiedagen per jaar.')`;
    const during = await answer();
    expect(during).toContain("27 vakantiedagen");
    expect(during).not.toContain("31 vakantiedagen");
    await app.api(owner, owner.org, "DELETE", `documents/${id}`);
  });
});

describe("a document deleted while it is processed", () => {
  it("ends the run quietly, and a deleted new version does not take the older one along", async () => {
    const name = "Reglement 2026.md";
    const older = await upload(name, handbook(26));
    expect((await settled(older)).processing_status).toBe("completed");
    const sections = Array.from({ length: 40_000 }, (_, i) => `## Regel ${i}\n\nArtikel ${i}: ${i} minuten pauze.\n`);
    const newer = await upload(name, `# Reglement\n\n${sections.join("\n")}`);
    // Deleted once its passages are being written.
    await eventually(async () => {
      const [writing] =
        await app.sql`select 1 from pg_stat_activity where query like 'insert into "document_passages"%'`;
      return !!writing;
    }, 30_000);
    expect((await app.api(owner, owner.org, "DELETE", `documents/${newer}`)).status).toBe(200);
    await eventually(async () => !(await jobOf(newer)), 30_000);
    expect(await rowOf(newer)).toBeUndefined();
    expect(await app.sql`select 1 from document_passages where document_id = ${newer}`).toHaveLength(0);
    expect(await rowOf(older)).toMatchObject({ processing_status: "completed", processing_error: null });
    expect(await answer()).toContain("26 vakantiedagen");
    await app.api(owner, owner.org, "DELETE", `documents/${older}`);
  });
});
