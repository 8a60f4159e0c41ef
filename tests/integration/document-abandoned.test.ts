import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { TAKEOVER_GRACE_MS } from "../../server/documents/with-document-lock.ts";
import { dateBackDeadWorker, killWorker } from "../support/dead-worker.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import type { RunningApp } from "../support/start-app.ts";
import { eventually } from "../support/zero-client.ts";

// A document whose processing run cannot finish on the job's last attempt (its lock is lost,
// its worker dies) ends "Mislukt" with our message and the re-process button, instead of
// "Bezig..." for ever; and a run that takes over a document left "processing" by a run that
// is gone starts at once instead of waiting out the grace. Its own stack: a test kills the
// job worker.
let app: Stack;
let owner: Owner;

beforeAll(async () => {
  app = await startStack({ own: true });
  owner = await app.signUpOwner("onderbroken@a.nl", "Otto Onderbroken");
});
afterAll(async () => {
  await app?.stop();
});

const bigHandbook = () =>
  `# Reglement\n\n${Array.from({ length: 30_000 }, (_, i) => `## Regel ${i}\n\nArtikel ${i}: ${i} minuten pauze.\n`).join("\n")}`;
const rowOf = async (id: string) =>
  (await app.sql`select processing_status, processing_error, passage_count from documents where id = ${id}`)[0];
const passageCount = async (id: string) =>
  (await app.sql`select count(*)::int as n from document_passages where document_id = ${id}`)[0].n as number;

/**
 * A document stored as an upload stores it, with its processing job allowed `attempts`
 * attempts: with one, the first is the last; with none, it has no job (as one removed by
 * hand, graphile_worker.remove_job, leaves it). The job is enqueued in the same transaction,
 * as the upload does; `status` is what the row says meanwhile.
 */
async function storeDocument(name: string, content: string, attempts: number, status = "pending") {
  const id = randomUUID();
  const key = `${owner.userId}/${id}_${name}`;
  const file = path.join(app.dataDir, "storage", "documents", key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  await app.sql.begin(async (trx) => {
    await trx`insert into documents (id, organization_id, user_id, filename, file_path, mime_type, size_bytes, processing_status)
      values (${id}, ${owner.org}, ${owner.userId}, ${name}, ${key}, 'text/markdown', ${content.length}, ${status})`;
    if (attempts)
      await trx`select graphile_worker.add_job('process_document', ${trx.json({ documentId: id })}::json,
      job_key := ${`process_document:${id}`}, max_attempts := ${attempts})`;
  });
  return id;
}

/** Waits until the job's run is writing its passages. */
const writing = (id: string) => eventually(async () => ((await passageCount(id)) > 1000 ? true : undefined), 60_000);

/** The document ends "failed" with the message of an interrupted run, and processes again to "completed". */
async function failsThenProcessesAgain(id: string) {
  const failed = await eventually(async () => {
    const row = await rowOf(id);
    return row?.processing_status === "failed" ? row : undefined;
  }, 60_000);
  expect(failed.processing_error).toBe(nl.documents.processingInterrupted);
  // Nothing of the lost run stays behind to mix into the next one.
  expect(await passageCount(id)).toBe(0);
  // HR's "Opnieuw verwerken" (the button shows for a failed document).
  expect((await app.api(owner, owner.org, "POST", `documents/${id}/process`)).status).toBe(200);
  const done = await eventually(async () => {
    const row = await rowOf(id);
    return row?.processing_status === "completed" ? row : undefined;
  }, 120_000);
  expect(done).toMatchObject({ processing_error: null, passage_count: 30_000 });
  const [passages] = await app.sql`select count(*)::int as n, count(distinct position)::int as positions
    from document_passages where document_id = ${id}`;
  expect(passages).toEqual({ n: 30_000, positions: 30_000 });
}

describe("the job's last attempt cannot finish", () => {
  it("when it loses its lock, the document fails with our message and can be processed again", async () => {
    const id = await storeDocument("Verloren slot.md", bigHandbook(), 1);
    await writing(id);
    // The database ends the run's lock connection (a restart, a failover): the run stops, and
    // no attempt follows to finish it.
    const ended = await app.sql`select pg_terminate_backend(pid) from pg_locks
      where locktype = 'advisory' and classid = ${0x444f} and objid = hashtext(${id})::oid and granted`;
    expect(ended).toHaveLength(1);
    // The run settles it itself once it has let go, and its job ends (a job that failed for
    // good would stay, for the worker's heartbeat to find).
    await eventually(async () => {
      const jobs = await app.sql`select 1 from graphile_worker._private_jobs where key = ${`process_document:${id}`}`;
      return jobs.length === 0 || undefined;
    }, 30_000);
    await failsThenProcessesAgain(id);
  }, 300_000);

  it("when its worker dies, the document fails with our message once the worker is known dead", async () => {
    const id = await storeDocument("Gestopte worker.md", bigHandbook(), 1);
    await writing(id);
    const dead = await killWorker(app as unknown as RunningApp);
    // The next worker releases the dead one's job (its half minute of silence dated back):
    // with its attempts used up it never runs again, and the document is failed instead.
    await dateBackDeadWorker(app.sql, dead);
    await failsThenProcessesAgain(id);
  }, 300_000);
});

describe("a document whose job is gone", () => {
  it("fails with our message, whether it was being processed or still queued", async () => {
    // Their jobs were removed by hand: nothing will process these any more. The queued one
    // counts after a minute (a run called outside a job has none between two calls).
    const running = await storeDocument("Zonder taak.md", "# Verlof\n\nJe krijgt 25 vakantiedagen.\n", 0, "processing");
    const queued = await storeDocument("Ook zonder taak.md", "# Verlof\n\nJe krijgt 26 vakantiedagen.\n", 0, "pending");
    await app.sql`update documents set updated_at = now() - interval '2 minutes' where id = ${queued}`;
    for (const id of [running, queued]) {
      const failed = await eventually(async () => {
        const row = await rowOf(id);
        return row?.processing_status === "failed" ? row : undefined;
      }, 30_000);
      expect(failed.processing_error).toBe(nl.documents.processingInterrupted);
    }
  }, 60_000);
});

describe("a run that takes over a document left 'processing'", () => {
  it("starts at once when the run that left it is gone, instead of waiting out the grace", async () => {
    const handbook = "# Verlof\n\nJe krijgt 25 vakantiedagen per jaar.\n";
    /** Enqueue → completed for a small document whose row says `status` meanwhile. */
    const timed = async (name: string, status: string) => {
      const id = await storeDocument(name, handbook, 3, status);
      const started = Date.now();
      const done = await eventually(async () => {
        const row = await rowOf(id);
        return row?.processing_status === "completed" ? row : undefined;
      }, 30_000);
      expect(done).toMatchObject({ processing_error: null, passage_count: 1 });
      return Date.now() - started;
    };
    // The same document queued as usual, measured in the same run: the machine may be loaded.
    const usual = await timed("Kort.md", "pending");
    // As a worker that died mid-run leaves it, with its job's next attempt queued.
    const left = await timed("Kort achtergelaten.md", "processing");
    console.log(`enqueue → completed, small document: queued ${usual} ms, left "processing" by a dead run ${left} ms`);
    expect(left - usual).toBeLessThan(TAKEOVER_GRACE_MS / 2);
  }, 90_000);
});
