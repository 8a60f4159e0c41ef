// graphile-worker runs the due job with the lowest priority number first (a smallint).

/** The highest priority number: a job that yields to everything else due (an import's welcomes). */
export const LAST_PRIORITY = 32_767;

/**
 * The highest an answer job's priority gets (its place in its organisation's line, see
 * dispatchOutbox), one below LAST_PRIORITY so welcomes still wait for every answer.
 */
export const ANSWER_PRIORITY_CAP = LAST_PRIORITY - 1;
