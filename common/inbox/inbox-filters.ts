// The inbox list's filters and the limits of its search, shared by the screen, the Zero
// queries and the search route.

/**
 * All conversations; those that need a person; those the caller took over; those the
 * assistant handles alone; simulator conversations.
 */
export const INBOX_FILTERS = ["all", "needsPerson", "mine", "assistant", "test"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** Rows the list asks for at a time as it scrolls. */
export const INBOX_PAGE_SIZE = 100;
/** The most rows one list query may hold (far beyond any scroll a person does). */
export const INBOX_MAX_ROWS = 50_000;
/** A thread syncs its newest messages this many at a time ('Eerdere berichten laden' adds as many). */
export const THREAD_PAGE = 100;
/** The most one thread query may ask for. */
export const THREAD_MAX_ROWS = 20_000;
/** A search shorter than this finds nothing: one character matches almost everything. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Conversations a search returns at most, newest first. */
export const SEARCH_MAX_RESULTS = 200;
