import { z } from "zod";
import { isCompleteNumber } from "../employees/complete-number.ts";
import { nl } from "../i18n/nl.ts";
import { onlyBsnShaped } from "../privacy/bsn-shaped.ts";
import { isOrHoldsIdentifier } from "../privacy/no-identifier.ts";
import { optionalText, withoutIdentifier } from "./validation.ts";

// An employee as Medewerkers' dialog and the employee mutators take it. The phone is E.164
// (the form turns "06 1234 5678" into +316…) and whole; the message says what to type.
// 'Test de assistent' takes its number by the same rule: a number no employee could have
// would test a conversation no employee could start.
export const completePhone = z.string().trim().max(20).refine(isCompleteNumber, nl.employees.invalidPhone);

/**
 * An employee's fields. A personnel number passing the 11-proef is one ordinary number in
 * eleven, and the admin typing it knows whether it is a BSN: it is saved only with
 * `employee_number_not_bsn` (the form's explicit confirm, recorded on the row); an IBAN or
 * ID-document number never. Apply checkEmployeeNumber to whatever is built from these.
 */
export const employeeFields = z.object({
  id: z.string().uuid(),
  organization_id: z.string().min(1),
  first_name: withoutIdentifier(z.string().trim().min(1).max(100), "firstName"),
  last_name: withoutIdentifier(z.string().trim().max(100), "lastName"),
  phone_number: completePhone.nullable(),
  email: withoutIdentifier(z.string().trim().toLowerCase().email().nullable(), "email"),
  employee_number: optionalText(50),
  employee_number_not_bsn: z.boolean().default(false),
  now: z.number(),
});

/** The personnel number's rule (see employeeFields): a BSN-shaped one asks for the confirm, any other identifier is refused. */
export function checkEmployeeNumber(
  v: { employee_number?: string | null; employee_number_not_bsn?: boolean },
  ctx: z.RefinementCtx,
) {
  const value = v.employee_number;
  if (!isOrHoldsIdentifier(value, { eightDigits: false })) return;
  if (onlyBsnShaped(value) && v.employee_number_not_bsn) return;
  ctx.addIssue({
    code: "custom",
    path: ["employee_number"],
    message: onlyBsnShaped(value)
      ? nl.privacy.bsnConfirm
      : nl.privacy.identifierRefused(nl.privacy.identifierWhere.employeeNumber),
  });
}

export const employeeInput = employeeFields.superRefine(checkEmployeeNumber);
