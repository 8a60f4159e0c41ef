// Processing a generated 50 MB Markdown file: wall time and peak RSS of the Node process
// that runs the job (a fresh one, as a worker would).
// Baseline (same run): extraction + chunking alone, without writing passages to Postgres.
// Then a 135-page PDF (the size of the ABU cao), read by pdfjs-dist, which needs the whole
// file in memory: the same measurements for it.

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
import { textPdf } from "../tests/support/text-pdf.ts";
import { signUpUser } from "../tests/support/zero-client.ts";

// The flags `npm start` and the Docker image give the worker (a test keeps them in step).
export const WORKER_NODE_FLAGS = ["--max-semi-space-size=16", "--max-old-space-size=1024"];
const TARGET_BYTES = 50 * 1024 * 1024;
const PDF_PAGES = 135;

/** A CAO-like PDF: on every page the same header and a page number, and two articles. */
function generatePdf(): Buffer {
  const pages: string[][] = [];
  for (let p = 1; p <= PDF_PAGES; p++) {
    const lines = ["ABU cao voor uitzendkrachten 2026-2027"];
    for (let a = 2 * p - 1; a <= 2 * p; a++) {
      lines.push(`Artikel ${a} Vakantie en verlof`);
      for (let l = 0; l < 24; l++)
        lines.push(`De uitzendkracht bouwt per gewerkt uur vakantie op (lid ${l + 1}), naar rato van de uren.`);
    }
    lines.push(`Pagina ${p} van ${PDF_PAGES}`);
    pages.push(lines);
  }
  return textPdf(pages);
}

type Measured = { ms: number; rssBefore: number; peakRss: number };

/** Runs one process_document job in a fresh Node process, as a worker would. */
function processInChild(databaseUrl: string, dataDir: string, id: string): Measured {
  const child = spawnSync(
    process.execPath,
    [
      ...WORKER_NODE_FLAGS,
      fileURLToPath(new URL("./process-document-child.ts", import.meta.url)),
      databaseUrl,
      dataDir,
      id,
    ],
    { encoding: "utf8" },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as Measured;
}

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
    const { ms: processMs, rssBefore, peakRss } = processInChild(app.databaseUrl, app.dataDir, id);
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

    const pdf = generatePdf();
    const pdfKey = `${user.userId}/bench_cao.pdf`;
    await storage.put(pdfKey, new Blob([new Uint8Array(pdf)]).stream());
    const p0 = performance.now();
    let pdfPassages = 0;
    for await (const _ of chunkPassages(extractBlocks(() => storage.read(pdfKey), "pdf"))) pdfPassages++;
    const pdfExtractMs = performance.now() - p0;
    const pdfId = crypto.randomUUID();
    await db
      .insertInto("documents")
      .values({
        id: pdfId,
        organization_id: orgId,
        user_id: user.userId,
        filename: "bench_cao.pdf",
        file_path: pdfKey,
        mime_type: "application/pdf",
        size_bytes: pdf.length,
        processing_error: null,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    const pdfRun = processInChild(app.databaseUrl, app.dataDir, pdfId);
    const [pdfDoc] = await sql`select processing_status, passage_count from documents where id = ${pdfId}`;
    console.log(`\ndocuments (${PDF_PAGES}-page PDF, ${(pdf.length / 1024).toFixed(0)} kB, ${pdfPassages} passages)`);
    console.log(
      `  process-document: ${(pdfRun.ms / 1000).toFixed(2)} s, status ${pdfDoc.processing_status}, peak RSS ${(pdfRun.peakRss / 1024 / 1024).toFixed(0)} MB (at start: ${(pdfRun.rssBefore / 1024 / 1024).toFixed(0)} MB)`,
    );
    console.log(`  baseline, extract + chunk only (no database): ${(pdfExtractMs / 1000).toFixed(2)} s`);
  } finally {
    await db.destroy();
    await app.stop();
    fs.rmSync(file, { force: true });
  }
}
