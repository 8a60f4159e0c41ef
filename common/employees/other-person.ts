/** What the import compares of an employee already stored under a row's phone number. */
export type StoredIdentity = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  employee_number: string | null;
};

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
const both = (a: string | null | undefined, b: string | null | undefined) => Boolean(a?.trim() && b?.trim());

/**
 * Whether an imported row names another person than the employee stored under its phone
 * number: another employee number or e-mail address (both known), or another first and
 * last name at once. A corrected spelling, a new surname after a marriage or an added
 * e-mail address is the same person and updates the record; another person would take
 * over the stored one's record, and with it their verification (a number passed on to a
 * colleague, a typo in the file).
 */
export function isOtherPerson(stored: StoredIdentity, row: StoredIdentity): boolean {
  if (both(stored.employee_number, row.employee_number) && !same(stored.employee_number, row.employee_number))
    return true;
  if (both(stored.email, row.email) && !same(stored.email, row.email)) return true;
  return !same(stored.first_name, row.first_name) && !same(stored.last_name, row.last_name);
}
