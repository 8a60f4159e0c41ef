import { normalizePhone } from "../../../common/employees/phone.ts";
import { completePhone } from "../../../common/zero/employee-input.ts";

/**
 * The number 'Test de assistent' sends as, from how staff type it ("06 1234 5678" becomes
 * +31612345678, as in Medewerkers), and what is wrong with it: by the employee form's rule, so
 * "0612" gets the same "Vul een volledig mobiel nummer in" there and here. Null when it is whole.
 */
export function simulatorPhone(typed: string): { phone: string; problem: string | null } {
  const phone = normalizePhone(typed);
  const checked = completePhone.safeParse(phone);
  return { phone, problem: checked.success ? null : (checked.error.issues[0]?.message ?? null) };
}
