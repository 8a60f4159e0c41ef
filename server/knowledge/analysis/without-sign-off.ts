// A closing greeting near the end of a message, and what follows it (a name, at most four
// words): "groetjes anouk", "Met vriendelijke groet,\nAnouk de Vries". Each word of the name
// ends in a space or the end, so a long run of letters is read one way only: with "\s*"
// instead, the four words could split it any way, and a message of "groetjes" and a few
// hundred letters took seconds.
const SIGN_OFF =
  /(?:^|[\s,.!?])(?:met\s+)?(?:vriendelijke\s+|hartelijke\s+)?(?:groetjes|groeten|groet|gr|mvg|mvgr|vriendelijke\s+groet(?:en)?)\b[\s,.!]*(?:[\p{L}'.-]+(?:\s+|$)){0,4}$/iu;

/**
 * The message without its sign-off and the name under it: a name the organisation's texts
 * never use would otherwise count as a word of the question that nothing answers.
 */
export function withoutSignOff(message: string): string {
  const match = SIGN_OFF.exec(message);
  if (!match) return message;
  const kept = message.slice(0, match.index).trim();
  // A message that is only a greeting stays as it is.
  return kept ? kept : message;
}
