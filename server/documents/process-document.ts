import { documentKind } from "../../common/documents/upload-rules.ts";
import { nl } from "../../common/i18n/nl.ts";
import { redactCounting } from "../../common/privacy/redact.ts";
import type { Db } from "../db/connect.ts";
import type { Storage } from "../integrations/storage/local-storage.ts";
import { beginPassageRun, type PassageRun } from "./begin-passage-run.ts";
import { countWords } from "./count-words.ts";
import { DocumentError } from "./document-error.ts";
import type { PARSE_LIMITS } from "./extract-in-thread.ts";
import { extractPassages } from "./extract-passages.ts";
import { failedStatus } from "./failed-status.ts";
import { failureLogLine } from "./failure-log-line.ts";
import { failureMessage } from "./failure-message.ts";
import { insertPassages, type PassageRow } from "./insert-passages.ts";
import { looksLikePeopleList } from "./looks-like-people-list.ts";
import { parallelLanes } from "./parallel-lanes.ts";
import { personEntries } from "./person-entries.ts";
import { replaceOlderVersions } from "./replace-older-versions.ts";
import { settleAbandonedDocument } from "./settle-abandoned-document.ts";
import { textEncodingOf } from "./text-encoding-of.ts";
import { type DocumentLock, DocumentLockLost, withDocumentLock } from "./with-document-lock.ts";

const PREVIEW_CHARS = 200; // characters of text kept as the preview
// Rows per insert statement. Each batch is held until Postgres has stored it, long enough
// that V8 moves its text to the old generation, which then grows until a full collection:
// 200 rather than 500 took ~10 MB off the job worker's heap at the 50 MB handbook's peak
// (its cost in time was lost in the noise of a loaded machine).
const INSERT_BATCH = 200;
// Measured on 2 cores: one lane indexes 50 MB in ~11 s, two in ~7 s; more lanes only queue.
const INSERT_LANES = 2;

/** Binary files decode to NULs and replacement characters; those are not documents. */
function looksBinary(text: string): boolean {
  if (text.includes("\u0000")) return true;
  const bad = text.match(/\uFFFD/g)?.length ?? 0;
  return bad > 8 && bad / text.length > 0.02;
}

export type ProcessOptions = {
  /** The reading thread's heap and time (see extractInThread). */
  limits?: typeof PARSE_LIMITS;
  /**
   * Whether no attempt follows this one. Until the last, a failure that is not the
   * document's own (database, storage) is thrown, so the job is tried again with backoff;
   * on the last it fails the document. A single call (eval, bench) is its own last attempt.
   */
  lastAttempt?: boolean;
  /** The server log; it gets what went wrong, without paths or personal data. */
  log?: (line: string) => void;
};

/** Thrown for the job to try again; its message is for the log and names no file. */
class ProcessingInterrupted extends Error {
  override name = "ProcessingInterrupted";
}

/**
 * The process_document job: stream the stored file, extract clean text, cut it into
 * passages that keep their headings, index them (Postgres 'dutch') and set the status. Search only reads passages
 * of completed documents, so a document is searchable all at once or not at all.
 * A new version of a document (same name) replaces the older ones once it has completed;
 * until then they keep answering, and if it fails they stay. Likewise a document processed
 * again keeps its earlier passages until the new run completes, and keeps them (and its
 * "completed") if the run fails.
 * Idempotent: a rerun replaces the passages. Runs of one document take turns (a re-process
 * request may start a second job while the first still runs), so each run sees only its
 * own passages and the kept ones. A document deleted while it runs ends the run quietly.
 * Every way a run ends leaves the document settled or to a later attempt; on the last, a
 * run that lost its lock settles it after letting go (see settleAbandonedDocument).
 */
export async function processDocument(
  db: Db,
  storage: Storage,
  documentId: string,
  opts: ProcessOptions = {},
): Promise<void> {
  try {
    await withDocumentLock(db, documentId, (lock) => processLocked(lock, db, storage, documentId, opts));
  } catch (err) {
    if (opts.lastAttempt === false) throw err;
    // No attempt follows, and a run that lost its lock left the document "processing" (it
    // could not write without the lock): it fails now, unless another run has the document.
    const settled = await settleAbandonedDocument(db, documentId, { unlessJobLeft: false }).catch(() => false);
    if (!settled) throw err;
    (opts.log ?? ((line: string) => console.error(line)))(
      err instanceof Error ? err.message : `process_document ${documentId}: ${failureLogLine(err)}`,
    );
  }
}

/**
 * The run under the document's lock. Its statements go through the pool (`db`), which fails
 * them when the database ends a connection, rather than through the lock's connection.
 */
async function processLocked(lock: DocumentLock, db: Db, storage: Storage, documentId: string, opts: ProcessOptions) {
  // The row first, so an earlier run that lost the lock mid-commit is waited for (its
  // commit locks the row and then checks the lock) and this run reads what it left.
  const begun = await db.transaction().execute(async (trx) => {
    const doc = await trx
      .updateTable("documents")
      .set({ processing_status: "processing", processing_error: null, updated_at: new Date() })
      .where("id", "=", documentId)
      .returningAll()
      .executeTakeFirst();
    if (!doc) return null; // deleted before the job ran (or while it waited for the lock)
    const run = await beginPassageRun(trx, doc);
    await lock.assertHeld(trx);
    return { doc, run };
  });
  if (!begun) return;
  const { doc, run } = begun;
  const lanes = parallelLanes<PassageRow[]>(db, INSERT_LANES, async (pool, rows) => {
    if (lock.lost) throw lock.lost; // another run may have the document now
    await insertPassages(pool, lock.pid, rows);
  });
  try {
    const kind = documentKind(doc.filename);
    if (!kind) throw new DocumentError(nl.documents.invalidTypeDescription(doc.filename));
    let position = 0;
    let words = 0;
    let preview = "";
    let lastHeading = "";
    let identifiers = 0;
    let lastRawHeading = "";
    let lastHeadingRedacted = { text: "", removed: 0 };
    let batch: PassageRow[] = [];
    // Names followed by numbers or dates, counted (never kept beyond this run) to tell a list of people.
    let entries = 0;
    const people = new Set<string>();
    // PDF and DOCX carry their own encoding; a text file's is found by reading it first.
    const binary = kind === "pdf" || kind === "docx";
    const encoding = binary ? "utf-8" : await textEncodingOf(storage.read(doc.file_path));
    const open = () => storage.read(doc.file_path);
    for await (const passages of extractPassages(open, kind, encoding, opts.limits)) {
      for (const extracted of passages) {
        if (looksBinary(extracted.content)) throw new DocumentError(nl.documents.unreadable);
        // Read before the numbers are redacted: those are what make a line a person's entry.
        for (const name of personEntries(extracted.content)) {
          entries++;
          if (people.size < 1000) people.add(name);
        }
        // A colleague's BSN, IBAN or passport number in a handbook or list is never stored:
        // not in a passage (answers, 'Test de kennisbank', search) nor in the preview.
        const content = redactCounting(extracted.content);
        const heading = extracted.heading === lastRawHeading ? lastHeadingRedacted : redactCounting(extracted.heading);
        if (extracted.heading !== lastRawHeading) identifiers += heading.removed;
        lastRawHeading = extracted.heading;
        lastHeadingRedacted = heading;
        identifiers += content.removed;
        const passage = { ...extracted, heading: heading.text, content: content.text };
        if (preview.length < PREVIEW_CHARS) preview = `${preview} ${passage.content}`.trim().slice(0, PREVIEW_CHARS);
        // Word count over the document's text (split on whitespace), headings once.
        if (passage.heading !== lastHeading) {
          words += countWords(passage.heading);
        }
        lastHeading = passage.heading;
        words += countWords(passage.content);
        batch.push({ document_id: documentId, organization_id: doc.organization_id, position: position++, ...passage });
        if (batch.length >= INSERT_BATCH) {
          await lanes.push(batch);
          batch = [];
        }
      }
    }
    if (position === 0) throw new DocumentError(nl.documents.emptyDocument);
    if (batch.length) await lanes.push(batch);
    await lanes.finish();
    // Completing, dropping the earlier run's passages and removing older versions is one
    // commit: the answers go from the old text to the new at once. The old files go after.
    const replaced = await db.transaction().execute(async (trx) => {
      const still = await trx
        .updateTable("documents")
        .set({
          processing_status: "completed",
          processing_error: null,
          preview,
          word_count: words,
          passage_count: position,
          identifiers_removed: identifiers,
          // Redacted numbers or not, a staff list tells who works there: out of answers until an admin allows it.
          personal_data: identifiers > 0 || looksLikePeopleList({ entries, distinctNames: people.size, words }),
          updated_at: new Date(),
        })
        .where("id", "=", documentId)
        .returning("id")
        .executeTakeFirst();
      // Deleted while it ran: a version nobody wants any more replaces nothing.
      if (!still) return [];
      // After the row's lock: a run that takes over reads the row after this commit.
      await lock.assertHeld(trx);
      await trx
        .deleteFrom("document_passages")
        .where("document_id", "=", documentId)
        .where("id", "<=", run.keptUpTo)
        .execute();
      return replaceOlderVersions(trx, doc);
    });
    await Promise.all(replaced.map((key) => storage.remove(key).catch(() => {})));
    // The uploaded file still holds the numbers the stored text left out: it is not kept
    // either (a new version is uploaded to process it again).
    if (identifiers > 0)
      await storage.remove(doc.file_path).catch((err: Error) => {
        console.error(`[documents] could not remove the original of ${documentId}: ${err.message}`);
      });
  } catch (err) {
    await lanes.abort(err);
    await settleFailure(db, documentId, run, lock, lock.lost ?? err, opts);
  }
}

/**
 * A run that failed: its own passages go, the kept ones stay. A document deleted meanwhile
 * (its file gone, its passages refused by the foreign key) ends quietly. The document's
 * own failure is final; any other is tried again while attempts remain, and on the last
 * fails the document with a Dutch message while the real error goes to the log.
 */
async function settleFailure(
  db: Db,
  documentId: string,
  run: PassageRun,
  lock: DocumentLock,
  err: unknown,
  opts: ProcessOptions,
) {
  const log = opts.log ?? ((line: string) => console.error(line));
  const own = err instanceof DocumentError;
  const final = own || opts.lastAttempt !== false;
  const logLine = `process_document ${documentId}: ${failureLogLine(err)}`;
  // Without the lock another run may be writing: this one leaves everything to the next
  // (beginPassageRun clears what it left), and is tried again.
  if (err instanceof DocumentLockLost) throw new ProcessingInterrupted(logLine);
  let gone = false;
  try {
    await db.transaction().execute(async (trx) => {
      // Waiting for the next attempt: queued again, as far as anyone can tell.
      const status = final ? failedStatus(failureMessage(err), run.kept) : { processing_status: "pending" as const };
      const doc = await trx
        .updateTable("documents")
        .set({ ...status, updated_at: new Date() })
        .where("id", "=", documentId)
        .returning("id")
        .executeTakeFirst();
      gone = !doc;
      if (gone) return;
      // After the row's lock, as in the final commit: a run that took over keeps its passages.
      await lock.assertHeld(trx);
      await trx
        .deleteFrom("document_passages")
        .where("document_id", "=", documentId)
        .where("id", ">", run.keptUpTo)
        .execute();
    });
  } catch (cleanup) {
    // The database is away too, or the lock went: the next attempt starts afresh (see beginPassageRun).
    throw new ProcessingInterrupted(`${logLine}; then ${failureLogLine(cleanup)}`);
  }
  if (gone) return;
  // Until the last attempt the job's own log says why it is tried again.
  if (final && (!own || err.cause)) log(logLine);
  if (!final) throw new ProcessingInterrupted(logLine);
}
