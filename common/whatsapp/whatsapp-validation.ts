import { nl } from "../i18n/nl.ts";
import { isE164 } from "./e164.ts";

const t = nl.whatsapp;

/** A validation verdict as the toast shows it: title plus description. */
export type Problem = { title: string; description?: string };

export type CredentialsValues = { account_sid: string; auth_token: string; whatsapp_sender: string };

/**
 * The sender as the Twilio Console shows it ("whatsapp:+31 85 000 1111") in the E.164 form
 * Twilio takes: without the channel prefix and the spaces. A number without its plus stays
 * as typed, so it still gets the spec's E.164 message.
 */
export function normaliseSender(value: string): string {
  const s = value.trim().replace(/^whatsapp:/i, "");
  return s.startsWith("+") ? s.replace(/\(0\)/g, "").replace(/[\s\-.()]/g, "") : s;
}

/**
 * An empty Auth Token keeps the stored one while the Account SID stays the one it was saved
 * with: a token belongs to its account, so another Account SID needs that account's token.
 */
export function keepsStoredToken(v: CredentialsValues, storedAccountSid: string | null | undefined): boolean {
  return !v.auth_token.trim() && !!storedAccountSid && v.account_sid.trim() === storedAccountSid;
}

/**
 * Credentials save, checks in a fixed order; the browser and the server both use it.
 * `storedAccountSid`: the Account SID of the credentials already saved (their token readable).
 */
export function credentialsProblem(v: CredentialsValues, storedAccountSid: string | null = null): Problem | null {
  if (!v.account_sid.trim() || !v.whatsapp_sender.trim()) {
    return { title: t.requiredFields, description: t.requiredFieldsDescription };
  }
  if (!v.auth_token.trim() && !keepsStoredToken(v, storedAccountSid)) {
    return { title: t.tokenRequired, description: t.tokenRequiredDescription };
  }
  if (!isE164(normaliseSender(v.whatsapp_sender))) {
    return { title: t.invalidNumber, description: t.invalidSenderDescription(t.exampleNumber) };
  }
  // An API key (SK…) or a subaccount's name in this field fails at Twilio with English only.
  if (!/^AC[0-9a-f]{32}$/i.test(v.account_sid.trim())) return { title: t.saveFailed, description: t.invalidAccountSid };
  return null;
}

export function testMessageProblem(v: { to: string; message: string }): Problem | null {
  if (!v.to.trim() || !v.message.trim()) return { title: t.testRequired, description: t.testRequiredDescription };
  if (!isE164(v.to)) return { title: t.invalidNumber, description: t.invalidPhoneDescription(t.exampleNumber) };
  return null;
}

export function friendlyNameProblem(name: string): Problem | null {
  return name.trim() ? null : { title: t.nameRequired, description: t.nameRequiredDescription };
}

/** Name and template sid required; the sid starts with HX. */
export function templateProblem(v: { name: string; template_sid: string }): Problem | null {
  if (!v.name.trim() || !v.template_sid.trim()) {
    return { title: t.missingFields, description: t.missingFieldsDescription };
  }
  if (!/^HX[0-9A-Za-z]+$/.test(v.template_sid.trim())) {
    return { title: t.templateAddFailed, description: t.templateSidInvalid };
  }
  return null;
}
