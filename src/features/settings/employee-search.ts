import { foldForSearch } from "../../../common/text/fold-for-search.ts";
import { compactPhone } from "./employee-form.ts";

type Searchable = {
  first_name: string;
  last_name: string;
  phone_number: string | null;
  email: string | null;
  employee_number: string | null;
};

/** Whether an employee matches what was typed in the search box: name, e-mail, number or phone. */
export function matchesEmployee(e: Searchable, query: string): boolean {
  const q = foldForSearch(query.trim());
  if (!q) return true;
  const name = `${e.first_name} ${e.last_name}`;
  if ([name, e.email, e.employee_number].some((v) => v && foldForSearch(v).includes(q))) return true;
  // "06 1234" and "+31 6 1234" both find +31612345678: compare digits, a leading 0 as the Dutch trunk prefix.
  const digits = compactPhone(q).replace(/^\+/, "");
  if (!/^\d{3,}$/.test(digits) || !e.phone_number) return false;
  const phone = e.phone_number.replace(/^\+/, "");
  return phone.includes(digits) || (digits.startsWith("0") && phone.startsWith(`31${digits.slice(1)}`));
}
