import { isFailure, STATUS_RANK } from "./status-rank.ts";

export type PartStatus = { part: number; status: string; error_code: string | null };

/**
 * What a reply sent in several parts shows in the inbox: the worst of its parts. A failed
 * part fails the whole reply with that part's error code (the employee misses part of the
 * answer); otherwise the reply is only as far as its slowest part, so delivered or read
 * means every part is. An error code a part still carries after recovering is kept, as for
 * a single message.
 */
export function combinedStatus(parts: PartStatus[]): { status: string; errorCode: string | null } {
  const ordered = [...parts].sort((a, b) => a.part - b.part);
  const failed = ordered.find((p) => isFailure(p.status));
  if (failed) return { status: failed.status, errorCode: failed.error_code };
  const rank = (s: string) => STATUS_RANK.get(s) ?? 0;
  const slowest = ordered.reduce((a, b) => (rank(b.status) < rank(a.status) ? b : a), ordered[0]);
  return { status: slowest?.status ?? "pending", errorCode: ordered.find((p) => p.error_code)?.error_code ?? null };
}
