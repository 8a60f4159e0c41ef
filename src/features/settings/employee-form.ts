import { compactPhone, normalizePhone } from "../../../common/employees/phone.ts";
import { nl } from "../../../common/i18n/nl.ts";
import { employeeInput } from "../../../common/zero/employee-input.ts";

export type EmployeeFields = {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  employee_number: string;
};
export type EmployeeField = keyof EmployeeFields;
/** A message per wrong field; `form` for what no field can fix. */
export type EmployeeErrors = Partial<Record<EmployeeField | "form", string>>;
export type EmployeeInput = ReturnType<typeof employeeInput.parse>;

export const emptyEmployee: EmployeeFields = {
  first_name: "",
  last_name: "",
  phone_number: "",
  email: "",
  employee_number: "",
};

const blankToNull = (v: string) => (v.trim() === "" ? null : v.trim());

export { compactPhone };

/**
 * The mutator's input from the add-employee form, or a Dutch message per wrong field.
 * First name, last name and phone (WhatsApp) are required; the assistant finds the
 * employee by that number, so it must be E.164 and unique within the organisation.
 */
export function parseEmployee(
  organizationId: string,
  id: string,
  f: EmployeeFields,
  takenPhones: ReadonlySet<string> = new Set(),
  /** The admin ticked 'geen BSN' under a personnel number that passes the 11-proef. */
  notBsn = false,
): { ok: true; input: EmployeeInput } | { ok: false; errors: EmployeeErrors; missingRequired: boolean } {
  const t = nl.employees;
  // As staff write it: "06 1234 5678" is the same WhatsApp number as +31612345678.
  const phone = normalizePhone(f.phone_number);
  const errors: EmployeeErrors = {};
  if (!f.first_name.trim()) errors.first_name = t.firstNameRequired;
  if (!f.last_name.trim()) errors.last_name = t.lastNameRequired;
  if (!phone) errors.phone_number = t.phoneRequired;
  const missingRequired = Object.keys(errors).length > 0;

  const parsed = employeeInput.safeParse({
    id,
    organization_id: organizationId,
    first_name: f.first_name,
    last_name: f.last_name,
    phone_number: blankToNull(phone),
    email: blankToNull(f.email),
    employee_number: f.employee_number,
    employee_number_not_bsn: notBsn,
    now: Date.now(),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0]);
      const field = path in emptyEmployee ? (path as EmployeeField) : "form";
      // A personal number (BSN, IBAN) has its own message, said in the field it was typed in.
      errors[field] ??=
        issue.code === "custom"
          ? issue.message
          : field === "phone_number"
            ? t.invalidPhone
            : field === "email"
              ? t.invalidEmail
              : field === "form"
                ? nl.common.genericError
                : t.tooLong;
    }
  }
  if (!errors.phone_number && phone && takenPhones.has(phone)) errors.phone_number = t.duplicatePhone;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors, missingRequired };
  return { ok: true, input: parsed.data };
}

/** The database's unique (organisation, phone) constraint, as zero-cache passes it on. */
export const isDuplicatePhoneError = (message: string) => /unique|duplicate/i.test(message);
