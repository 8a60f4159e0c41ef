import type { ProcessingStatus } from "./processing-status.ts";

type Version = { id: string; filename: string; processing_status: ProcessingStatus; version: number };

/**
 * Where a document stands among the organisation's uploads of the same name, for its row:
 * - "replacing": a new version still being processed; it replaces the older one when done;
 * - "kept": a new version that failed, so the older one stays in use;
 * - "being_replaced": an older version that answers until a newer one has been processed;
 * - null: the only one of its name, or a completed version (the older ones are gone then).
 */
export type VersionState = "replacing" | "kept" | "being_replaced" | null;

const inProgress = (d: Version) => d.processing_status === "pending" || d.processing_status === "processing";

export function versionState(doc: Version, all: readonly Version[]): VersionState {
  const sameName = all.filter((d) => d.filename === doc.filename && d.id !== doc.id);
  if (sameName.some((d) => d.version > doc.version && inProgress(d))) return "being_replaced";
  const hasOlder = sameName.some((d) => d.version < doc.version);
  if (hasOlder && inProgress(doc)) return "replacing";
  if (hasOlder && doc.processing_status === "failed") return "kept";
  return null;
}
