/** One list row's height in px: fixed, so the virtualiser places any row without measuring (the bench scrolls by it). */
export const ROW_HEIGHT = 68;
