import { nl } from "../i18n/nl.ts";

/**
 * A failed message's code as staff read it: "Foutcode 63016: Buiten het 24-uursvenster: …",
 * or Twilio's own (English) message, or the bare code, for a code the catalogue does not know.
 */
export function twilioErrorText(code: string | null | undefined, twilioMessage?: string | null): string {
  const known = code ? nl.twilioErrors[code] : undefined;
  const what = known ?? twilioMessage?.trim();
  if (!code) return what || nl.employeeWelcome.notDelivered;
  // Our own codes, not Twilio's: the text alone.
  if (code === "no_credentials" || code === "send_gave_up") return known as string;
  return what ? `${nl.inbox.errorCode(code)}: ${what}` : nl.inbox.errorCode(code);
}
