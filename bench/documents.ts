// Processing a generated 50 MB Markdown file: wall time and peak RSS of the Node process
// that runs the job (a fresh one, as a worker would).
// Baseline (same run): extraction + chunking alone, without writing passages to Postgres.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { connectDb, connectSql } from "../server/db/connect.ts";
import { chunkPassages } from "../server/documents/chunk-passages.ts";
import { extractBlocks } from "../server/documents/extract-blocks.ts";
import { localStorage } from "../server/integrations/storage/local-storage.ts";
import { startApp } from "../tests/support/start-app.ts";
import { signUpUser } from "../tests/support/zero-client.ts";

// The flags `npm start` and the Docker image give the worker (a test keeps them in step).
export const WORKER_NODE_FLAGS = ["--max-semi-space-size=16"];
const TARGET_BYTES = 50 * 1024 * 1024;

function generateMarkdown(file: string) {
  const out = fs.openSync(file, "w");
  let written = 0;
  let section = 0;
  while (written < TARGET_BYTES) {
    section++;
    const chunk =
      `# Hoofdstuk ${section}: verlof en verzuim\n\n` +
      `Medewerkers hebben recht op **25 vakantiedagen** per jaar (regel ${section}). Verlof vraag je aan via je leidinggevende.\n` +
      "Bij ziekte meld je je voor 09:00 uur telefonisch af. Zie ook [de cao](https://example.nl/cao).\n\n" +
      `## Paragraaf ${section}.1\n\n${"Dit is een langere alinea over reiskosten, overwerk en toeslagen. ".repeat(12)}\n\n`;
    fs.writeSync(out, chunk);
    written += Buffer.byteLength(chunk);
  }
  fs.closeSync(out);
  return written;
}

export async function run() {
  const file = path.join(os.tmpdir(), "bench-handboek.md");
  const bytes = generateMarkdown(file);
  const app = await startApp();
  const sql = connectSql(app.databaseUrl, { max: 4 });
  const db = connectDb(sql);
  try {
    const user = await signUpUser(app.url, "bench-docs@voorbeeld.nl", "Bench");
    const orgId = (await sql`select organization_id from organization_members where user_id = ${user.userId}`)[0]
      .organization_id as string;
    const storage = localStorage(app.dataDir, "documents");
    const key = `${user.userId}/bench_handboek.md`;
    await storage.put(key, (await fs.openAsBlob(file)).stream());

    const t0 = performance.now();
    let passages = 0;
    for await (const _ of chunkPassages(extractBlocks(() => storage.read(key), "md"))) passages++;
    const extractMs = performance.now() - t0;

    const id = crypto.randomUUID();
    await db
      .insertInto("documents")
      .values({
        id,
        organization_id: orgId,
        user_id: user.userId,
        filename: "bench_handboek.md",
        file_path: key,
        mime_type: "text/markdown",
        size_bytes: bytes,
        processing_error: null,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    const child = spawnSync(
      process.execPath,
      [
        ...WORKER_NODE_FLAGS,
        fileURLToPath(new URL("./process-document-child.ts", import.meta.url)),
        app.databaseUrl,
        app.dataDir,
        id,
      ],
      { encoding: "utf8" },
    );
    if (child.status !== 0) throw new Error(child.stderr);
    const { ms: processMs, rssBefore, peakRss } = JSON.parse(child.stdout) as Record<string, number>;
    const [doc] = await sql`select processing_status, passage_count, word_count from documents where id = ${id}`;

    console.log(`\ndocuments (${(bytes / 1024 / 1024).toFixed(1)} MB Markdown, ${passages} passages)`);
    console.log(
      `  process-document (extract + chunk + index in Postgres): ${(processMs / 1000).toFixed(2)} s, status ${doc.processing_status}, ${doc.word_count} words`,
    );
    console.log(
      `  peak RSS of the processing process: ${(peakRss / 1024 / 1024).toFixed(0)} MB (at start: ${(rssBefore / 1024 / 1024).toFixed(0)} MB)`,
    );
    console.log(`  baseline, extract + chunk only (no database): ${(extractMs / 1000).toFixed(2)} s`);
    console.log(`  ratio full/baseline = ${(processMs / extractMs).toFixed(2)}`);
  } finally {
    await db.destroy();
    await app.stop();
    fs.rmSync(file, { force: true });
  }
}
