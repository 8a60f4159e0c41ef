import { number } from "@rocicorp/zero";
import { orgTable } from "./tables.ts";

/**
 * The inbox filters' counts, one row per organisation (id = organisation id), kept by
 * triggers on conversations (migrations/0032_inbox_at_scale.ts) so the browser syncs one
 * row instead of counting every conversation.
 */
export const inbox_counts = orgTable("inbox_counts", {
  total: number(),
  needs_person: number(),
  by_assistant: number(),
  tests: number(),
});
