import { fold, type Token, tokenize } from "./normalize.ts";

// The question words that set what kind of question it is, and so what kind of FAQ
// question it can be a phrasing of: "wanneer krijg ik ..." is rarely a phrasing of
// "hoe vraag ik ... aan?", however many words they share. Read with abbreviations
// written out ("wnr" → "wanneer").
const KINDS: Array<[string, RegExp]> = [
  ["when", /\b(wanneer|hoe laat|hoe vroeg|per wanneer|vanaf wanneer|tot wanneer|welke dag|welke tijd|welke tijden)\b/],
  ["amount", /\b(hoeveel|hoe lang|hoe hoog|hoe vaak|hoe duur|hoe veel|hoe oud|wat kost)\b/],
  ["where", /\b(waar|waarheen)\b/],
  ["who", /\b(wie|hoe heet)\b/],
  ["why", /\b(waarom)\b/],
  ["how", /\b(hoe)\b/],
  ["what", /\b(wat|welke?)\b/],
];

// "hoe laat", "hoe vroeg" ask when, as "wanneer" does, and "hoe heet" who: read as words
// they are the shifts the texts call "late dienst" and "vroege dienst", and "heet" (hot).
// "op welke dag komt het loon" asks when too; "welke dagen ik kan" is about the days themselves.
const TWO_WORDS = new Set(["hoe laat", "hoe vroeg", "hoe heet", "welke dag"]);

// "hoe lang duurt het": how long it takes, all of it the question word.
const TAKES = new Set(["duurt", "duren", "duurde"]);

/**
 * Whether the token at `i` belongs to a question word of several words, no content: "laat"
 * of "hoe laat", "vroeg", "heet", "dag" of "welke dag", and "lang" and "duurt" of "hoe lang duurt".
 */
export function endsQuestionWord(tokens: Token[], i: number): boolean {
  const word = (at: number) => tokens[at]?.word ?? "";
  if (TWO_WORDS.has(`${word(i - 1)} ${word(i)}`)) return true;
  if (word(i - 1) === "hoe") return word(i) === "lang" && TAKES.has(word(i + 1));
  return TAKES.has(word(i)) && word(i - 1) === "lang" && word(i - 2) === "hoe";
}

/** The kind of question by its first question word ("when", "how", ...), or "yesno" without one. */
export function questionWordOf(text: string): string {
  const words = ` ${tokenize(text)
    .map((t) => t.word)
    .join(" ")} `;
  let first: { kind: string; at: number } | null = null;
  for (const [kind, pattern] of KINDS) {
    const at = words.search(pattern);
    if (at >= 0 && (!first || at < first.at)) first = { kind, at };
  }
  return first?.kind ?? "yesno";
}

/** 1 when one of the titles' question words (see questionWordOf) is the question's, -1 when none is. */
export function asksAlike(questionWord: string, titleWords: Array<string | null>): number {
  return titleWords.includes(questionWord) ? 1 : -1;
}

// A question word that opens the message or one of its clauses: "met wie kan ik praten?",
// "ok, hoe laat begin ik", "ok maar waar vind ik die", not the "wat" of "dit is niet wat ik vroeg".
const OPENING =
  /(?:^|[.,!?;:]\s*|\b(?:maar|en)\s+)(?:hoe|wie|wat|waar|wanneer|welk|welke|waarom|hoelang|hoeveel)\b|\b(?:met|bij|naar) wie\b/;

/** Whether a message asks with a question word at the start of a clause. */
export const opensWithQuestionWord = (text: string): boolean => OPENING.test(fold(text).trim());

// Verbs that open a yes/no question when they stand before their subject: "mag ik …", "is mijn …".
const ASKING_VERB =
  /^(?:kan|kun|kunt|kunnen|mag|mogen|moet|moeten|krijg|krijgt|heb|heeft|hebben|is|zijn|wordt|word|geldt|gelden|hoef|zou|wil|ben|bent|gaat|kom|komt|doe|betalen|betaal)$/;

/** Whether a (tokenized) word is a verb that asks when it comes first ("mag", "krijg", "is"). */
export const isAskingVerb = (word: string): boolean => ASKING_VERB.test(word);
