import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { E164 } from "../whatsapp/e164.ts";
import { normalizePhone } from "./phone.ts";

/**
 * An E.164 number that can be dialled: long enough, and a number its country gives out, by
 * libphonenumber's per-country rules ("+310612" and "+3161234567" are not). WhatsApp finds
 * an employee by this number, so a number cut short would never match their messages.
 */
export function isCompleteNumber(value: string): boolean {
  return E164.test(value) && parsePhoneNumberFromString(value)?.isValid() === true;
}

/**
 * The number as Medewerkers stores it from how it was written ("06 1234 5678" is
 * +31612345678), or null when the form would refuse it: an import takes no number the form
 * would not (a Fleks record with "+44 20 1234" is not a WhatsApp number either).
 */
export function completeNumberOf(written: string | null | undefined): string | null {
  if (!written?.trim()) return null;
  const phone = normalizePhone(written);
  return isCompleteNumber(phone) ? phone : null;
}
