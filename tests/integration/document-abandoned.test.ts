import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAKEOVER_GRACE_MS } from "../../server/documents/with-document-lock.ts";
import { type Owner, type Stack, startStack } from "../support/stack.ts";
import { eventually } from "../support/zero-client.ts";

// A run that takes over a document left "processing" by a run that is gone starts at once
// instead of waiting out the grace.
let app: Stack;
let owner: Owner;

beforeAll(async () => {
  app = await startStack({ own: true });
  owner = await app.signUpOwner("onderbroken@a.nl", "Otto Onderbroken");
});
afterAll(async () => {
  await app?.stop();
});

const rowOf = async (id: string) =>
  (await app.sql`select processing_status, processing_error, passage_count from documents where id = ${id}`)[0];

/**
 * A document stored as an upload stores it, with its processing job allowed `attempts`
 * attempts: with one, the first is the last. The job is enqueued in the same transaction,
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
    await trx`select graphile_worker.add_job('process_document', ${trx.json({ documentId: id })}::json,
      job_key := ${`process_document:${id}`}, max_attempts := ${attempts})`;
  });
  return id;
}

describe("a run that takes over a document left 'processing'", () => {
  it("starts at once when the run that left it is gone, instead of waiting out the grace", async () => {
    // As a worker that died mid-run leaves it, with its job's next attempt queued.
    const id = await storeDocument("Kort.md", "# Verlof\n\nJe krijgt 25 vakantiedagen per jaar.\n", 3, "processing");
    const started = Date.now();
    const done = await eventually(async () => {
      const row = await rowOf(id);
      return row?.processing_status === "completed" ? row : undefined;
    }, 30_000);
    const took = Date.now() - started;
    console.log(`enqueue → completed for a document left "processing" by a dead run: ${took} ms`);
    expect(done).toMatchObject({ processing_error: null, passage_count: 1 });
    expect(took).toBeLessThan(TAKEOVER_GRACE_MS);
  }, 60_000);
});
