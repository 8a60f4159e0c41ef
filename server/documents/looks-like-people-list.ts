/** What processing counted in a document's text (see personEntries). */
export type PeopleCount = { entries: number; distinctNames: number; words: number };

// At least this many different people: one colleague named twice with a phone number is a
// contact, not a list.
const MIN_PEOPLE = 5;
// And an entry for at least every this many words: a staff list is mostly its people, while a
// handbook names a few contacts among thousands of words (measured: eval/data/handbook.md and
// the test handbooks hold none; a CSV staff list with ten columns has one per ~25 words).
const WORDS_PER_ENTRY = 60;

/**
 * Whether a document reads as a list of people (names, each followed by numbers or dates):
 * it stays out of answers until an admin allows it, as one whose personal numbers were
 * removed does, because its other lines still tell who works there.
 */
export function looksLikePeopleList({ entries, distinctNames, words }: PeopleCount): boolean {
  return distinctNames >= MIN_PEOPLE && entries * WORDS_PER_ENTRY >= words;
}
