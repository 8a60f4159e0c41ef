import { nl } from "../../common/i18n/nl.ts";

/**
 * The row of a document whose run failed for good, saying `message`. Passages of an
 * earlier run (`kept`) stay and answer: the document is still completed, and says why this
 * run did not replace them; without any it failed, and HR can process it again.
 */
export function failedStatus(message: string, kept: number) {
  return kept
    ? { processing_status: "completed" as const, processing_error: nl.documents.reprocessFailedKept(message) }
    : { processing_status: "failed" as const, processing_error: message };
}
