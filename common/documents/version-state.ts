import { documentTitle } from "./document-title.ts";
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
  // Named as employees read it: the Word file of a handbook there as PDF is its new version.
  const title = documentTitle(doc.filename);
  const sameName = all.filter((d) => d.id !== doc.id && documentTitle(d.filename) === title);
  if (sameName.some((d) => d.version > doc.version && inProgress(d))) return "being_replaced";
  const hasOlder = sameName.some((d) => d.version < doc.version);
  if (hasOlder && inProgress(doc)) return "replacing";
  if (hasOlder && doc.processing_status === "failed") return "kept";
  return null;
}
