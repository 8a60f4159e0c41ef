import { nl } from "../i18n/nl.ts";

// zod's own messages are English ("Invalid input: expected string, received number", "Too
// small: …"); our schemas give Dutch ones from the catalogue ("Gebruik minimaal 3 tekens.").
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)\b/;

type Issue = { message?: unknown; code?: unknown; origin?: unknown; maximum?: unknown };

/**
 * A text longer than its schema allows, said in Dutch with the limit: without it a FAQ
 * answer of 5001 characters was refused as only "Ongeldige invoer.", and staff could not
 * tell which field or how much to cut.
 */
function tooLong(issue: Issue): string | null {
  if (issue.code !== "too_big" || issue.origin !== "string") return null;
  const max = Number(issue.maximum);
  return Number.isFinite(max) ? nl.http.tooLong(max) : null;
}

/**
 * What a user reads when Zero refused a query's or mutator's input against its zod schema
 * (InputValidationError's `result`): the schema's own Dutch message, a Dutch "too long"
 * with the limit where zod's default would say it in English, or "Ongeldige invoer.".
 */
export function validationMessage(result: unknown): string {
  const issues: Issue[] = (result as { issues?: Issue[] } | undefined)?.issues ?? [];
  const own = issues
    .map((i) => (typeof i.message === "string" ? i.message : ""))
    .find((m) => m && !ZOD_DEFAULT.test(m));
  return own ?? issues.map(tooLong).find((m) => m !== null) ?? nl.http.invalidInput;
}
