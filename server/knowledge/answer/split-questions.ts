// A sentence that asks something: ends in a question mark, or opens with a question word
// or an inverted verb ("mag ik", "krijg ik"), as WhatsApp questions often lack the mark.
const ASKS =
  /^(hoe|hoeveel|hoelang|wat|wanneer|wnr|waar|waarom|wrm|welke|welk|wie|hoezo|mag|mogen|kan|kun|kunnen|moet|moeten|krijg|krijgen|is|zijn|ben|heb|hebben|wordt|word|worden|zit|klopt|geldt|betalen|betaal|vergoeden|vergoed|ga|gaat|gaan|weet|weten|doen|doe|vind|staat|hou|houd)\b/i;
// A question inside a sentence that opens with a statement: "ik heb griep hoe meld ik me af".
const ASKS_INSIDE =
  /\b(hoe|hoeveel|hoelang|wat|wanneer|wnr|waar|waarom|welke|wie)\s+\S+\s+(ik|je|jij|jullie|we|wij|u|er|het)\b/i;
// "en" before a question word (also after a preposition: "en tot hoe laat") or an inverted verb.
const SPLIT_AND =
  /\s+(?:en|&|maar|plus|ook)\s+(?=(?:(?:tot|vanaf|sinds|om|op|in|bij|met|voor|van|naar)\s+)?(?:hoe|hoeveel|hoelang|wat|wanneer|wnr|waar|waarom|welke|wie)\b|(?:mag|mogen|kan|kun|kunnen|moet|moeten|hoef|krijg|krijgen|is|zijn|heb|hebben|wordt|word|klopt|geldt|zit|zitten|staat|gaat|komt)\b)/i;
// A comma between two questions: "hoe vraag ik vrij aan, hoeveel dagen heb ik nog".
const SPLIT_COMMA =
  /,\s*(?=(?:hoe|hoeveel|hoelang|wanneer|wnr|waar|waarom|welke|wie)(?:\s+\S+){1,2}\s+(?:ik|je|jij|jullie|we|wij|u|er|het)\b)/i;
// What opens a question plainly enough that a comma after it ends the question.
const OPENS_QUESTION = /^(hoe|hoeveel|hoelang|wat|wanneer|wnr|waar|waarom|welke|wie|mag|kan|kun|moet|krijg)\b/i;
// Where people say themselves that another question follows, or number them ("1. … 2. …").
const NEXT_QUESTION =
  /\s*(?:\b(?:en\s+)?(?:nog\s+)?(?:een\s+)?(?:andere|ander|tweede|volgende|nog een)\s+vraag\b[:,.]?|(?:^|\s)\d{1,2}[.)](?=\s))\s*/i;

/**
 * The separate questions of one message, each with the statements before it as context:
 * "ik ben ziek. hoe meld ik me af? en wanneer krijg ik mn loon" gives two questions, the
 * first with "ik ben ziek." in front. A message with one question comes back whole.
 */
export function splitQuestions(message: string): string[] {
  const questions: string[] = [];
  let context = "";
  // A block after "andere vraag" or a number is a question of its own, asked or not.
  message.split(NEXT_QUESTION).forEach((block, b, blocks) => {
    const sentences = block
      .split(/(?<=[?!.\n])\s+|\n+/)
      .flatMap((s) => s.split(SPLIT_AND))
      .flatMap(splitAtComma)
      .map((s) => s.trim())
      .filter(Boolean);
    const before = questions.length;
    for (const sentence of sentences) {
      if (sentence.endsWith("?") || ASKS.test(bare(sentence)) || ASKS_INSIDE.test(bare(sentence))) {
        questions.push(`${context}${sentence}`.trim());
        context = "";
      } else context += `${sentence} `;
    }
    if (b > 0 && blocks.length > 1 && questions.length === before && context.trim()) {
      questions.push(context.trim());
      context = "";
    }
  });
  if (context && questions.length) questions[questions.length - 1] += ` ${context.trim()}`;
  return questions.length > 1 ? questions : [message.trim()];
}

const bare = (sentence: string) =>
  sentence
    .replace(/^[^\p{L}\d]+/u, "")
    .replace(/^(en|maar|ook|plus|nog|en ook|oh ja|o ja|verder)\s+/i, "")
    .replace(/^(tot|vanaf|sinds|om)\s+(?=(hoe|wanneer|wnr|welke|hoeveel)\b)/i, "");

/** A sentence split where a comma ends one plain question and another begins. */
function splitAtComma(sentence: string): string[] {
  const pieces = sentence.split(SPLIT_COMMA);
  const out = [pieces[0]];
  for (const piece of pieces.slice(1)) {
    if (OPENS_QUESTION.test(bare(out[out.length - 1]))) out.push(piece);
    else out[out.length - 1] += `, ${piece}`;
  }
  return out;
}
