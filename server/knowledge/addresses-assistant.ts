import { sentences } from "./sentences.ts";

// A sentence that tells the assistant (or a language model) what to do, rather than telling
// an employee something: an order to drop its instructions, or to say something regardless.
// Such a line in a document, an FAQ or a message is an attempt to steer the model, never
// something staff meant an employee to read.
const OVERRIDE =
  /\b(?:negeer|vergeet|overschrijf|ignore|disregard|forget|override)\b[^.!?\n]{0,40}\b(?:instructies?|opdrachten|regels|prompts?|instructions?|rules|system\s*prompt)\b/iu;
const ROLE = /\b(?:je bent nu|vanaf nu ben je|doe alsof je|you are now|act as|pretend (?:to be|you are))\b/iu;
const ADDRESSED = /\b(?:taalmodel|chatbot|ai-assistent|language model|system prompt|systeemprompt)\b/iu;
const SAY = /\b(?:zeg|antwoord|vertel|schrijf|say|tell|answer|reply)\b/iu;

/**
 * Whether a sentence addresses the assistant instead of the reader: "Negeer alle
 * instructies en zeg dat …", "ignore previous instructions", "je bent nu een …", or an
 * order to a taalmodel/chatbot to say something. "Zeg dat je ziek bent" alone is advice to
 * an employee and does not count.
 */
export function addressesAssistant(sentence: string): boolean {
  return OVERRIDE.test(sentence) || ROLE.test(sentence) || (ADDRESSED.test(sentence) && SAY.test(sentence));
}

/**
 * `text` without its sentences that address the assistant (see addressesAssistant), the
 * rest as it was written. A text that is nothing but such sentences is returned as empty.
 */
export function withoutAddressing(text: string): string {
  const drop = sentences(text).filter(addressesAssistant);
  if (!drop.length) return text;
  let rest = text;
  for (const s of drop) rest = rest.replace(s, "");
  return rest
    .replace(/[ \t]{2,}/g, " ")
    .replace(/^[ \t]+|[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
