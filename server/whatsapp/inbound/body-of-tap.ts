import { optOutOf } from "../assistant/opt-out.ts";

/**
 * The message a button tap stands for. A template's opt-out button (Meta's "Stop promoties",
 * or a payload STOP) may carry a label that is no opt-out word, so its payload decides: the
 * employee opted out as surely as by typing STOP. Any other tap reads as its label.
 */
export function bodyOfTap(body: string, payload: string | undefined): string {
  const said = payload ? (optOutOf(payload) ?? optOutOf(body)) : null;
  return said ? said.toUpperCase() : body;
}
