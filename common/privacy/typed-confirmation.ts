/** A typed confirmation matches what was asked for, spacing and capitals aside. */
export const typedMatches = (typed: string, expected: string) =>
  typed.trim().replace(/\s+/g, " ").toLocaleLowerCase("nl-NL") ===
  expected.trim().replace(/\s+/g, " ").toLocaleLowerCase("nl-NL");
