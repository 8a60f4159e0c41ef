// The Filters tab's rules, shared by the tag input, the form and the mutator that stores them.

export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 100;

/** `tags` with `input` added, or null when it is empty, a duplicate (case-insensitive), too long or one too many. */
export function addTag(tags: readonly string[], input: string): string[] | null {
  const tag = input.trim();
  if (tag.length === 0 || tag.length > MAX_TAG_LENGTH || tags.length >= MAX_TAGS) return null;
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return null;
  return [...tags, tag];
}

export const removeTag = (tags: readonly string[], tag: string) => tags.filter((t) => t !== tag);

const RELATIVE = /^-(\d{1,4})([dwmy])$/;
// A date, or a date and time with an optional zone: what Date parses the same everywhere.
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Whether `value` is a relative period back ('-30d', '-2w', '-6m', '-1y') or an ISO date (time). */
export function isValidModifiedSince(value: string): boolean {
  const text = value.trim();
  const relative = RELATIVE.exec(text);
  if (relative) return Number(relative[1]) > 0;
  if (!ISO.test(text) || Number.isNaN(Date.parse(text))) return false;
  const [y, m, d] = text.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date rolls 2026-02-31 over to March; a real date survives the round trip.
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const DAY = 24 * 60 * 60 * 1000;
const UNIT_DAYS = { d: 1, w: 7, m: 30, y: 365 } as const;

/** The moment `value` stands for, relative to `now` (epoch ms); null when it is not valid. */
export function modifiedSinceAt(value: string, now: number): number | null {
  if (!isValidModifiedSince(value)) return null;
  const relative = RELATIVE.exec(value.trim());
  if (relative) return now - Number(relative[1]) * UNIT_DAYS[relative[2] as keyof typeof UNIT_DAYS] * DAY;
  return Date.parse(value.trim());
}
