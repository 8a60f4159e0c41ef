import { useZero } from "@rocicorp/zero/react";
import { useCallback, useEffect, useRef } from "react";
import { THREAD_PAGE } from "../../../common/inbox/inbox-filters.ts";
import { queries } from "../../../common/zero/queries.ts";

/** How long the pointer rests on a row before its thread is fetched (passing over rows fetches nothing). */
const DWELL_MS = 80;

/**
 * Fetches a conversation's messages while the pointer rests on its row, so the click opens
 * a thread that is already synced instead of waiting one round trip. Kept a minute after.
 */
export function usePreloadThread(organizationId: string) {
  const zero = useZero();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cleanup = useRef<(() => void) | undefined>(undefined);
  const stop = useCallback(() => clearTimeout(timer.current), []);
  const hover = useCallback(
    (conversationId: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        cleanup.current?.();
        // The query the thread opens with (a page and one more, to know if there are earlier ones).
        const thread = queries.messages.ofConversation({ organizationId, conversationId, limit: THREAD_PAGE + 1 });
        cleanup.current = zero.preload(thread, {
          ttl: "1m",
        }).cleanup;
      }, DWELL_MS);
    },
    [zero, organizationId],
  );
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      cleanup.current?.();
    },
    [],
  );
  return { hover, stop };
}
