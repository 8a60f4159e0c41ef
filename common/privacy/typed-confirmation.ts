/**
 * A typed confirmation matches what was asked for, spacing and capitals aside: a number
 * shown grouped ("+31 6 4444 5555") may be typed whole, as it is stored, and the other way round.
 */
export const typedMatches = (typed: string, expected: string) =>
  typed.replace(/\s+/g, "").toLocaleLowerCase("nl-NL") === expected.replace(/\s+/g, "").toLocaleLowerCase("nl-NL");
