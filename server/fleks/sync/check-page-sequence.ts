import { nl } from "../../../common/i18n/nl.ts";

/** Fleks' pages do not add up: the run stops (failed) without moving the cursor. */
export class PagingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PagingError";
  }
}

const keyOf = (record: Record<string, unknown>) => String(record.uuid ?? record.id ?? "");

/**
 * Checks one page against the pages before it and returns its record keys. A page whose
 * records all stood on the page before (an API that answers page 3 with page 2) or a run
 * that has read more records than Fleks says there are means the offsets slipped: records
 * were skipped somewhere, and moving the cursor past them would lose them until they change
 * again, so it throws. One record seen twice is normal (a record created while the pages are
 * read shifts the rest by one) and passes.
 */
export function checkPageSequence(input: {
  page: number;
  records: Record<string, unknown>[];
  previousKeys: ReadonlySet<string>;
  /** Records read on the pages before this one. */
  fetchedBefore: number;
  total: number | null;
}): Set<string> {
  const keys = new Set(input.records.map(keyOf).filter((k) => k !== ""));
  if (input.page > 1 && keys.size > 1 && [...keys].every((k) => input.previousKeys.has(k)))
    throw new PagingError(nl.fleks.paging.repeated(input.page));
  const fetched = input.fetchedBefore + input.records.length;
  if (input.total !== null && fetched > input.total)
    throw new PagingError(nl.fleks.paging.overCount(fetched, input.total));
  return keys;
}
