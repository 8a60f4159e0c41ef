const PREFIX = "process_document:";

/** The process_document job's key: one job waits per document, and the abandoned-run check finds it by it. */
export const processingJobKey = (documentId: string) => `${PREFIX}${documentId}`;
/** The key's prefix, for SQL that joins a document to its job. */
export const PROCESSING_JOB_KEY_PREFIX = PREFIX;
