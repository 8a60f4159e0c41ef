import { nl } from "../../common/i18n/nl.ts";
import { DocumentError } from "./document-error.ts";

/**
 * What a document's row says when processing it failed for good. It reaches the browser
 * (through Zero), so it is always one of our Dutch messages: a document's own failure
 * says what to do; anything else (Node's "ENOENT … /srv/data/storage/…", Postgres'
 * "Connection terminated unexpectedly") would tell users our server's paths, in English.
 */
export function failureMessage(err: unknown): string {
  if (err instanceof DocumentError && err.message) return err.message;
  if ((err as { code?: unknown } | null)?.code === "ENOENT") return nl.documents.fileMissing;
  return nl.documents.processingFailed;
}
