import { nl } from "../../../common/i18n/nl.ts";
import { optOutOf } from "./opt-out.ts";

/**
 * The line under the first reply's AI notice: where the organisation's privacy statement is
 * (when it has set one), and that STOP ends the messages the organisation starts, which is
 * what STOP does (opt-out.ts). Not when the first message is STOP or START itself: its reply
 * says what happened.
 */
export function privacyNotice(privacyStatementUrl: string | null, firstMessage: string): string | null {
  if (optOutOf(firstMessage)) return null;
  return nl.assistant.privacyNotice(privacyStatementUrl);
}
