import { z } from "zod";
import { MAX_REPLY_CHARS } from "../../../common/inbox/reply-length.ts";
import { replySeenInput } from "../../../common/zero/validation.ts";

/**
 * Replies half written in the inbox, kept per user, organisation and conversation in this
 * tab's sessionStorage: they survive going to another conversation, the thread closing (access
 * lost a moment) and a reload, and go when the tab closes. Not localStorage: a draft on a
 * shared computer should not wait for the next person, and two tabs should not overwrite
 * each other's. Each holds what the writer saw when they began it (`seen`): the server
 * refuses the reply if someone answered or handed the conversation back since.
 * Signing out removes them all (clearReplyDrafts).
 */
const PREFIX = "inbox-reply-draft:";

/** A pasted text far over the limit stays on screen (its count says so) but is not stored. */
const MAX_STORED_CHARS = MAX_REPLY_CHARS * 4;

const draftSchema = z.object({
  text: z.string().min(1).max(MAX_STORED_CHARS),
  seen: replySeenInput.unwrap(),
});
export type ReplyDraft = z.infer<typeof draftSchema>;
/** Whose draft, where. Without a user (not known to this tab) nothing is kept. */
export type DraftPlace = { userId: string | undefined; organizationId: string; conversationId: string };

const keyOf = (at: DraftPlace) =>
  at.userId ? `${PREFIX}${at.userId}:${at.organizationId}:${at.conversationId}` : null;

/** The draft kept for this conversation, or null (none, or what is stored there is not one). */
export function readReplyDraft(at: DraftPlace): ReplyDraft | null {
  const key = keyOf(at);
  if (!key) return null;
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null || raw.length > MAX_STORED_CHARS * 2) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage switched off, or a value that is not JSON: as if there were no draft.
    return null;
  }
}

/** Keeps `draft` for this conversation; null (sent, or emptied) removes it. */
export function writeReplyDraft(at: DraftPlace, draft: ReplyDraft | null): void {
  const key = keyOf(at);
  if (!key) return;
  try {
    if (draft && draft.text.length <= MAX_STORED_CHARS) sessionStorage.setItem(key, JSON.stringify(draft));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or switched off: the draft stays on screen, only not over a reload.
  }
}

/** Removes every reply draft in this tab (on signing out: no typed text outlives the session). */
export function clearReplyDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // No storage: nothing was kept.
  }
}
