import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/** Within this many pixels of the end counts as reading the newest message. */
const NEAR_END = 24;

type ThreadScroll = {
  /** The message list (its own scroller, or grown into the page on a short narrow screen). */
  list: RefObject<HTMLOListElement | null>;
  /** The thread's section: the reply box is inside it. */
  section: RefObject<HTMLElement | null>;
  conversationId: string;
  /** The conversation's messages have loaded (Zero's answer is complete). */
  loaded: boolean;
  /** How many messages show, and the newest one's id and direction. */
  shown: number;
  newest: string | undefined;
  newestOutbound: boolean;
};

/** The list does not scroll itself: on a short narrow screen the page does (inbox-layout.ts). */
const pageScrolls = (el: HTMLElement) => getComputedStyle(el).overflowY === "visible";

/**
 * Keeps a thread at its newest message: when a conversation has loaded (the first open used
 * to stay at the oldest message, as the newest id had not changed since the cached rows
 * showed), when a message arrives while the reader is at the end or staff sent it, and when
 * the screen changes size (a rotation, a keyboard closing) while the reader was at the end.
 * Earlier messages loaded above keep the view where it was: `keep` is called just before.
 */
export function useThreadScroll({
  list,
  section,
  conversationId,
  loaded,
  shown,
  newest,
  newestOutbound,
}: ThreadScroll) {
  const atEnd = useRef(true);
  const settled = useRef<string | null>(null);
  const keepFromBottom = useRef<number | null>(null);

  const toEnd = () => {
    const el = list.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    if (!pageScrolls(el)) return;
    // The page scrolls: the newest message and the reply box under it come into view together.
    const composer = section.current?.querySelector<HTMLElement>("[data-composer] > *");
    (composer ?? el.lastElementChild)?.scrollIntoView?.({ block: "end" });
  };
  const readAtEnd = () => {
    const el = list.current;
    if (!el) return;
    if (pageScrolls(el)) {
      const bottom = (section.current ?? el).getBoundingClientRect().bottom;
      atEnd.current = bottom <= window.innerHeight + NEAR_END;
    } else atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_END;
  };

  // Opened: to the end once messages show, and again once all of them have loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: toEnd reads refs only.
  useLayoutEffect(() => {
    if (!shown || settled.current === conversationId) return;
    toEnd();
    atEnd.current = true;
    if (loaded) settled.current = conversationId;
  }, [conversationId, loaded, shown > 0]);

  // Earlier messages arrived above: the same message stays at the same place.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || keepFromBottom.current === null || !shown) return;
    el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [shown, list]);

  // A new message: followed when the reader is at the end, or when staff sent it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the newest message changes.
  useLayoutEffect(() => {
    if (newest && settled.current === conversationId && (atEnd.current || newestOutbound)) toEnd();
  }, [newest]);

  // Where the reader is, and a resize that would move them from the end.
  // The list replaces the spinner once messages show or the (empty) answer is in.
  const listed = shown > 0 || loaded;
  // biome-ignore lint/correctness/useExhaustiveDependencies: attached once the list is there.
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    el.addEventListener("scroll", readAtEnd, { passive: true });
    window.addEventListener("scroll", readAtEnd, { passive: true });
    const keepEnd = () => {
      if (atEnd.current) toEnd();
    };
    // The window's resize comes before the scroll event its new size causes (a page scroll cut
    // short, or the list scrolling on its own again), which would read the reader as moved.
    window.addEventListener("resize", keepEnd);
    // The list alone resizing (the reply box growing, the split changing).
    const resized = new ResizeObserver(keepEnd);
    resized.observe(el);
    return () => {
      el.removeEventListener("scroll", readAtEnd);
      window.removeEventListener("scroll", readAtEnd);
      window.removeEventListener("resize", keepEnd);
      resized.disconnect();
    };
  }, [listed]);

  return {
    /** Call before asking for earlier messages. */
    keep: () => {
      const el = list.current;
      if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    },
  };
}
