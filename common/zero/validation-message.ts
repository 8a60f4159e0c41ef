import { nl } from "../i18n/nl.ts";

// zod's own messages are English ("Invalid input: expected string, received number", "Too
// small: …"); our schemas give Dutch ones from the catalogue ("Gebruik minimaal 3 tekens.").
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)\b/;

/**
 * What a user reads when Zero refused a query's or mutator's input against its zod schema
 * (InputValidationError's `result`): the schema's own Dutch message, or "Ongeldige invoer."
 * where only zod's English default says what is wrong.
 */
export function validationMessage(result: unknown): string {
  const issues = (result as { issues?: Array<{ message?: unknown }> } | undefined)?.issues ?? [];
  const own = issues
    .map((i) => (typeof i.message === "string" ? i.message : ""))
    .find((m) => m && !ZOD_DEFAULT.test(m));
  return own ?? nl.http.invalidInput;
}
