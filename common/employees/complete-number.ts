import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { E164 } from "../whatsapp/e164.ts";

/**
 * An E.164 number that can be dialled: long enough, and a number its country gives out, by
 * libphonenumber's per-country rules ("+310612" and "+3161234567" are not). WhatsApp finds
 * an employee by this number, so a number cut short would never match their messages.
 */
export function isCompleteNumber(value: string): boolean {
  return E164.test(value) && parsePhoneNumberFromString(value)?.isValid() === true;
}
