import type { AttachmentKind } from "./attachments.ts";

/** Each kind of file a message carried, once, with how many: a thread's chips and a list row's preview. */
export function attachmentCounts(kinds: readonly AttachmentKind[]): Array<[AttachmentKind, number]> {
  const counts = new Map<AttachmentKind, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts];
}
