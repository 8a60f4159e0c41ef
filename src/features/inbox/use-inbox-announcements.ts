import { useQuery, useZero } from "@rocicorp/zero/react";
import { useEffect, useRef } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { conversationState } from "../../../common/inbox/conversation-state.ts";
import { queries } from "../../../common/zero/queries.ts";
import { useAnnounce } from "./inbox-announcer.tsx";
import type { MessageRow, ThreadConversation } from "./inbox-types.ts";
import { lastMessagePreview } from "./last-message-preview.ts";
import { shortWho } from "./spoken-who.ts";

const t = nl.inbox.announce;
/** An announcement says the start of a message, not all of it. */
const SAY_AT_MOST = 120;
/** How many of the newest conversations that need a person are watched for a new hand-over. */
const WATCHED = 20;

const failed = (m: MessageRow) => (m.status === "failed" || m.status === "undelivered") && !m.resend_at;

/**
 * The open thread's news: a message from the employee that arrives while it is open (not what
 * was there when it opened, nor earlier messages loaded above), and a message to them that
 * could not be delivered. The other delivery steps are shown as ticks and not said.
 */
export function useThreadAnnouncements(conversation: ThreadConversation, messages: MessageRow[], on: boolean) {
  const announce = useAnnounce();
  const me = useZero().userID;
  // Null until the thread first has messages: those are what was there on opening.
  const seen = useRef<{ newest: number; failed: Set<string> } | null>(null);
  useEffect(() => {
    if (!on || messages.length === 0) return;
    const newest = Math.max(...messages.map((m) => m.created_at));
    if (!seen.current) {
      seen.current = { newest, failed: new Set(messages.filter(failed).map((m) => m.id)) };
      return;
    }
    const before = seen.current;
    const who = shortWho(conversation);
    for (const m of messages) {
      if (m.direction === "inbound" && m.created_at > before.newest) {
        const text = lastMessagePreview(m, me)?.text ?? "";
        announce(t.inbound(who, text.length > SAY_AT_MOST ? `${text.slice(0, SAY_AT_MOST)}…` : text));
      }
      if (m.direction === "outbound" && failed(m) && !before.failed.has(m.id)) {
        before.failed.add(m.id);
        announce(t.notDelivered(who));
      }
    }
    before.newest = Math.max(before.newest, newest);
  }, [on, messages, conversation, announce, me]);
}

/**
 * A conversation elsewhere in the organisation that starts waiting for HR (a hand-over, a
 * sick report): said once, by name, whatever the list shows. Those waiting already when the
 * inbox opened are the list's to show, not news. The open conversation says it in its header.
 */
export function useHandoverAnnouncements(organizationId: string, openId: string | undefined) {
  const announce = useAnnounce();
  const [rows, result] = useQuery(
    queries.conversations.page({ organizationId, filter: "needsPerson", limit: WATCHED }),
    { enabled: !!organizationId },
  );
  // Whether each conversation seen so far waited for HR; null before the first answer.
  const waited = useRef<Map<string, boolean> | null>(null);
  useEffect(() => {
    if (result.type !== "complete") return;
    const before = waited.current;
    waited.current = new Map(before);
    for (const c of rows) {
      const waits = conversationState(c) === "awaitingHr";
      const was = before?.get(c.id);
      waited.current.set(c.id, waits);
      // One not seen before comes from beyond the watched ones: a new hand-over has one open
      // message, one that had more was waiting already.
      const isNew = was === false || (was === undefined && c.unresolved_count === 1);
      if (before && waits && isNew && c.id !== openId) announce(t.waitsForHr(shortWho(c)));
    }
  }, [rows, result.type, openId, announce]);
}
