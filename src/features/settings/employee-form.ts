import { nl } from "../../i18n/nl.ts";
import { employeeInput } from "../../zero/validation.ts";

export type EmployeeFields = {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  employee_number: string;
};

const blankToNull = (v: string) => (v.trim() === "" ? null : v.trim());

/** The mutator's input from the form, or the Dutch message for the first field that is wrong. */
export function parseEmployee(
  organizationId: string,
  id: string,
  f: EmployeeFields,
): { ok: true; input: ReturnType<typeof employeeInput.parse> } | { ok: false; message: string } {
  const parsed = employeeInput.safeParse({
    id,
    organization_id: organizationId,
    first_name: f.first_name,
    last_name: f.last_name,
    phone_number: blankToNull(f.phone_number),
    email: blankToNull(f.email),
    employee_number: f.employee_number,
    now: Date.now(),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const field = parsed.error.issues[0]?.path[0];
  const t = nl.employees;
  const message =
    field === "first_name"
      ? t.firstNameRequired
      : field === "phone_number"
        ? t.invalidPhone
        : field === "email"
          ? t.invalidEmail
          : nl.common.genericError;
  return { ok: false, message };
}
