import { smallTalkOf } from "./small-talk.ts";
import { toPerson } from "./to-person.ts";

/**
 * The earlier words a message is read with, if any: none for a message without a word of
 * its own ("?" would get the last answer again), and none from a request for a person or
 * small talk, which name no subject ("medewerker", then "hoe lang duurt het nog" got a
 * passage about "medewerkers"). A message the employee quoted is their choice and counts.
 */
export function leansOn(message: string, earlier: string | null | undefined, opts: { quoted?: boolean } = {}) {
  if (!earlier || !/[\p{L}\p{N}]/u.test(message)) return undefined;
  return opts.quoted || (!toPerson(earlier) && !smallTalkOf(earlier)) ? earlier : undefined;
}
