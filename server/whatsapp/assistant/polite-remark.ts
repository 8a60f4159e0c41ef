import { tokenize } from "../../knowledge/analysis/normalize.ts";
import { isAskingVerb, questionWordOf } from "../../knowledge/analysis/question-word.ts";
import type { FoundAnswer } from "../../knowledge/answer/find-answer.ts";
import { firstKind, type SmallTalk, smallTalkWord } from "./small-talk.ts";

// Longer than this, a message says something of its own.
const MAX_WORDS = 14;
// Words that say the employee is not done: a problem ("niet", "kwijt"), a "but". "balen maar
// oke" and "wist ik niet" are done all the same.
const NOT_DONE =
  /\b(?:maar(?! (?:ok|oke|okay|goed|prima|top|fijn|duidelijk)\b)|(?<!\bwist (?:ik|het) )niet|geen|nee|nooit|kwijt|fout|probleem|helaas|waarom)\b/;
// A verb before its subject opens a yes/no question ("top! mag ik morgen ruilen"), unless it
// is a way of saying thanks ("kan ik mee verder", "kan ik wat mee").
const SUBJECT = /^(?:ik|je|jij|u|we|wij|jullie|er|het|dat|die|ze|zij|hij|dit|mijn|de|een)$/;
const THANKS_IDIOM =
  /\b(?:kan|kun) (?:ik|je) (?:er |daar |hier |wel |prima |goed |weer )*(?:mee verder|wat mee|mee uit de voeten)\b/;
// "tot" says goodbye only before a time to meet again ("tot morgen"), not in "tot 22:00".
const UNTIL =
  /^(?:ziens|straks|later|zo|dan|morgen|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|volgende|de|het)$/;
// "hoi, ik heb een vraag over mn loon": a greeting that announces the question still to come.
const ANNOUNCES = /\b(?:vraag|vraagje|vragen)\b/;

/**
 * A message that thanks, acknowledges or says goodbye around words of its own that the
 * knowledge base finds no answer for ("thanks man, je bent een topper", "duidelijk, dan
 * wacht ik het af", "oke dan weet ik genoeg, fijne dag nog"), or a greeting that announces a
 * question ("hallo ik heb ff een vraag over mn loon"): answered in kind, where it would
 * otherwise be handed over or get choices. `own` is the message's own reading, without the
 * message before it (a remark that says "dan" is no follow-up). Null for anything that
 * asks, for a problem or a "but", and for a greeting with a question after it.
 */
export function politeRemarkOf(message: string, own: FoundAnswer[]): SmallTalk | null {
  if (message.includes("?") || own.some((f) => f.outcome === "answer") || questionWordOf(message) !== "yesno")
    return null;
  const tokens = tokenize(message);
  const words = tokens.map((t) => t.word);
  const said = words.join(" ");
  // Words that open a clause: after a comma, full stop or exclamation mark.
  const clauseStarts = new Set(
    tokens.flatMap((t, i) => (i > 0 && /[,.!;:]/.test(message.slice(tokens[i - 1].end, t.start)) ? [i] : [])),
  );
  if (words.length > MAX_WORDS || NOT_DONE.test(said)) return null;
  const kinds = new Set<SmallTalk>();
  for (const [i, w] of words.entries()) {
    const kind = w === "tot" && !UNTIL.test(words[i + 1] ?? "") ? undefined : smallTalkWord(w);
    if (kind) kinds.add(kind);
    // At the very start a verb asks whatever follows it ("is mn rijbewijs goed genoeg"); at
    // the start of a clause, or after a thank-you, when its subject follows ("thx! … , krijgt zij dat ook").
    const opens = clauseStarts.has(i) || smallTalkWord(words[i - 1]) !== undefined || words[i - 1] === "en";
    const asks = i === 0 || (opens && SUBJECT.test(words[i + 1] ?? ""));
    if (asks && !kind && isAskingVerb(w) && !THANKS_IDIOM.test(said)) return null;
    // "top, en in het weekend": going on to something else.
    if (w === "en" && i < words.length - 1 && !smallTalkWord(words[i + 1])) return null;
  }
  if (kinds.size === 1 && kinds.has("greeting") && !ANNOUNCES.test(said)) return null;
  return firstKind(kinds);
}
