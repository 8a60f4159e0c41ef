// The inbox splits into list and thread side by side on the card's own width, not the
// window's: beside the sidebar a tablet in portrait (820 px) or a phone on its side left the
// thread a quarter of the card. Under 52rem of card the list or the thread shows, not both.

/** The card's wrapper: a named container the split and the thread ask about. */
export const INBOX_CONTAINER = "@container/inbox";
/** At least this wide (in rem) the card shows list and thread side by side. */
export const SPLIT_REM = 52;
/** Side by side from SPLIT_REM of card width up. */
export const SPLIT_GRID = "@min-[52rem]/inbox:grid-cols-[20rem_1fr]";
/** A pane shown beside the other when split (the list-or-thread toggle hides it otherwise). */
export const SPLIT_SHOW = "@min-[52rem]/inbox:flex";
/** Only in the list-or-thread layout (the way back to the list). */
export const SPLIT_HIDE = "@min-[52rem]/inbox:hidden";
/** The list's edge beside the thread. */
export const SPLIT_BORDER = "@min-[52rem]/inbox:border-r";
/**
 * Not split and short (under 42rem, where the card's 28rem minimum no longer fits under the
 * header): the page scrolls, not the card and the thread inside it.
 */
export const SHORT_CARD =
  "@max-[52rem]/inbox:[@media(max-height:42rem)]:h-auto @max-[52rem]/inbox:[@media(max-height:42rem)]:min-h-0 @max-[52rem]/inbox:[@media(max-height:42rem)]:overflow-visible";
/** The thread's message list in that short layout: it grows and the page scrolls. */
export const SHORT_LIST = "@max-[52rem]/inbox:[@media(max-height:42rem)]:overflow-visible";
