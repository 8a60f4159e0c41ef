import type { LinkableEmployee } from "./platform-uuid-of.ts";

/**
 * The Fleks employee a product employee is by the import's own link, or null. Privacy
 * requests (export, erasure) go by this link alone: a matching phone number may be another
 * person's (a number passed on, a colleague's row marked deleted in Fleks), and exporting or
 * erasing that person's record is a data breach, where the assistant's guess is only a hint.
 */
export function linkedFleksUuid(employee: Pick<LinkableEmployee, "external_source" | "external_id">): string | null {
  return employee.external_source === "fleks" && employee.external_id ? employee.external_id : null;
}
