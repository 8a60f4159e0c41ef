/** Where a document is in text extraction and indexing; the schema, the database types and the screens read this list. */
export const PROCESSING_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];
