// Rewinding an object's cursor after its mappings or filters change.
//
// The upsert only replaces a row whose mapped content changed, and an incremental run only
// reads records changed since the cursor: after a new mapping or a wider filter, rows
// already stored keep the old mapping and records the old filter left out are never read.
// A cursor at the epoch tells the next run to read everything the filters allow again.

/** The cursor of an object whose mappings or filters changed (the epoch, in ms). */
export const REWOUND_CURSOR = 0;

export const isRewound = (cursor: Date | number | null | undefined): boolean =>
  cursor !== null && cursor !== undefined && +cursor <= REWOUND_CURSOR;

/**
 * Same settings, whatever order their object keys come in (Postgres' jsonb returns them
 * in its own order, so comparing stored with sent by plain JSON would always differ).
 */
export function sameSettings(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
