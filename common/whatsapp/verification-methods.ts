/** How the assistant may verify an employee on WhatsApp before answering (settings → verification). */
export const VERIFICATION_METHODS = ["email", "employee_number"] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];
