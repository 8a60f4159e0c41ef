import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { documentTitle } from "../common/documents/document-title.ts";
import { connectDb, connectSql, type Db } from "../server/db/connect.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { processDocument } from "../server/documents/process-document.ts";
import { localStorage } from "../server/integrations/storage/local-storage.ts";
import { startEmbeddedPostgres } from "../server/runtime/embedded-pg.ts";
import { findFreePorts } from "../server/runtime/free-port.ts";
import type { EvalFaq } from "./eval-set.ts";

export const HANDBOOK_NAME = "personeelshandboek.md";
/** How replies name it ("Bron: personeelshandboek"): the judge looks for this. */
export const HANDBOOK_TITLE = documentTitle(HANDBOOK_NAME);

/**
 * A throwaway Postgres (embedded, or EVAL_DATABASE_URL) with one organisation fed the way
 * staff feed it: the FAQs as rows, the handbook uploaded and processed by the real
 * document job. Returns the database and the organisation id.
 */
export async function startEvalOrganization(faqs: EvalFaq[], handbook: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hr-eval-"));
  fs.chmodSync(dataDir, 0o755);
  let stopPg = async () => {};
  let url = process.env.EVAL_DATABASE_URL;
  if (!url) {
    const pg = await startEmbeddedPostgres({ dataDir, port: await findFreePorts(1), password: "eval", log: () => {} });
    stopPg = pg.stop;
    url = pg.url;
  }
  const sql = connectSql(url);
  const db: Db = connectDb(sql);
  await migrateToLatest(db);
  const organizationId = randomUUID();
  await db
    .insertInto("organizations")
    .values({
      id: organizationId,
      name: "Flexwerk Noord B.V.",
      settings: {},
      chatbot_data_access: { employees: false, jobs: false, shifts: false },
      verification_methods: ["email"],
      created_at: new Date(),
      updated_at: new Date(),
    } as never)
    .execute();
  await db
    .insertInto("faqs")
    .values(
      faqs.map((f) => ({
        id: f.id,
        organization_id: organizationId,
        question: f.question,
        answer: f.answer,
        created_at: new Date(),
        updated_at: new Date(),
      })),
    )
    .execute();
  const storage = localStorage(dataDir, "documents");
  const key = `eval/${HANDBOOK_NAME}`;
  await storage.put(key, Readable.toWeb(Readable.from([Buffer.from(handbook)])) as ReadableStream<Uint8Array>);
  const documentId = randomUUID();
  await db
    .insertInto("documents")
    .values({
      id: documentId,
      organization_id: organizationId,
      user_id: null,
      filename: HANDBOOK_NAME,
      file_path: key,
      mime_type: "text/markdown",
      size_bytes: handbook.length,
      created_at: new Date(),
      updated_at: new Date(),
    } as never)
    .execute();
  await processDocument(db, storage, documentId);
  return {
    db,
    organizationId,
    stop: async () => {
      await db.destroy();
      await stopPg();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
