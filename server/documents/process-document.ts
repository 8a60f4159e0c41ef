import { documentKind } from "../../src/features/documents/upload-rules.ts";
import { nl } from "../../src/i18n/nl.ts";
import type { Db } from "../db/connect.ts";
import type { Storage } from "../integrations/storage/local-storage.ts";
import { knowledgeWords } from "../knowledge/knowledge-words.ts";
import { chunkPassages } from "./chunk-passages.ts";
import { extractBlocks } from "./extract-blocks.ts";

const PREVIEW_CHARS = 200; // spec §9
const INSERT_BATCH = 500;
const TERMS_BATCH = 5000;
// A vocabulary beyond this is noise (codes, names); typo correction needs the common words.
const MAX_TERMS = 200_000;

type PassageRow = { document_id: string; organization_id: string; position: number; heading: string; content: string };

function collect(vocabulary: Set<string>, text: string) {
  if (vocabulary.size >= MAX_TERMS) return;
  for (const word of knowledgeWords(text)) vocabulary.add(word);
}

/** Binary files decode to NULs and replacement characters; those are not documents. */
function looksBinary(text: string): boolean {
  if (text.includes("\u0000")) return true;
  const bad = text.match(/\uFFFD/g)?.length ?? 0;
  return bad > 8 && bad / text.length > 0.02;
}

/**
 * The process_document job: stream the stored file, extract clean text, cut it into
 * passages that keep their headings, index them (Postgres 'dutch') and add their words to the organisation's vocabulary (for typo correction), and set the
 * status. Idempotent: a rerun replaces the passages.
 */
export async function processDocument(db: Db, storage: Storage, documentId: string): Promise<void> {
  const doc = await db.selectFrom("documents").selectAll().where("id", "=", documentId).executeTakeFirst();
  if (!doc) return; // deleted before the job ran
  await db
    .updateTable("documents")
    .set({ processing_status: "processing", processing_error: null, updated_at: new Date() })
    .where("id", "=", documentId)
    .execute();
  try {
    const kind = documentKind(doc.filename);
    if (!kind) throw new Error(nl.documents.invalidTypeDescription(doc.filename));
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("document_passages").where("document_id", "=", documentId).execute();
      let position = 0;
      let words = 0;
      let preview = "";
      let lastHeading = "";
      const vocabulary = new Set<string>();
      const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
      let batch: PassageRow[] = [];
      // One insert runs in Postgres while the next batch is extracted here: the two cores
      // work at once instead of taking turns.
      let inFlight: Promise<unknown> = Promise.resolve();
      let insertError: unknown = null;
      const flush = async () => {
        await inFlight;
        if (insertError) throw insertError;
        if (!batch.length) return;
        inFlight = trx
          .insertInto("document_passages")
          .values(batch)
          .execute()
          .catch((err) => {
            insertError = err;
          });
        batch = [];
      };
      for await (const passage of chunkPassages(extractBlocks(storage.read(doc.file_path), kind))) {
        if (looksBinary(passage.content)) throw new Error(nl.documents.unreadable);
        if (preview.length < PREVIEW_CHARS) preview = `${preview} ${passage.content}`.trim().slice(0, PREVIEW_CHARS);
        // Word count over the document's text (spec §9: split on whitespace), headings once.
        if (passage.heading !== lastHeading) {
          words += countWords(passage.heading);
          collect(vocabulary, passage.heading);
        }
        lastHeading = passage.heading;
        words += countWords(passage.content);
        collect(vocabulary, passage.content);
        batch.push({ document_id: documentId, organization_id: doc.organization_id, position: position++, ...passage });
        if (batch.length >= INSERT_BATCH) await flush();
      }
      await flush();
      await inFlight;
      if (insertError) throw insertError;
      const terms = [...vocabulary];
      for (let i = 0; i < terms.length; i += TERMS_BATCH) {
        await trx
          .insertInto("knowledge_terms")
          .values(terms.slice(i, i + TERMS_BATCH).map((term) => ({ organization_id: doc.organization_id, term })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      if (position === 0) throw new Error(nl.documents.emptyDocument);
      await trx
        .updateTable("documents")
        .set({
          processing_status: "completed",
          processing_error: null,
          preview,
          word_count: words,
          passage_count: position,
          updated_at: new Date(),
        })
        .where("id", "=", documentId)
        .execute();
    });
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : nl.documents.unreadable;
    await db
      .updateTable("documents")
      .set({ processing_status: "failed", processing_error: message, updated_at: new Date() })
      .where("id", "=", documentId)
      .execute();
  }
}
