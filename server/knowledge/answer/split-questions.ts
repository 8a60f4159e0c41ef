// A sentence that asks something: ends in a question mark, or opens with a question word
// or an inverted verb ("mag ik", "krijg ik"), as WhatsApp questions often lack the mark.
const ASKS =
  /^(hoe|hoeveel|hoelang|wat|wanneer|wnr|waar|waarom|wrm|welke|welk|wie|hoezo|mag|mogen|kan|kun|kunnen|moet|moeten|krijg|krijgen|is|zijn|ben|heb|hebben|wordt|word|worden|zit|klopt|geldt|betalen|betaal|vergoeden|vergoed|ga|gaat|gaan|weet|weten|doen|doe|vind|staat|hou|houd)\b/i;
// A question inside a sentence that opens with a statement: "ik heb griep hoe meld ik me af".
const ASKS_INSIDE =
  /\b(hoe|hoeveel|hoelang|wat|wanneer|wnr|waar|waarom|welke|wie)\s+\S+\s+(ik|je|jij|jullie|we|wij|u|er|het)\b/i;
const SPLIT_AND =
  /\s+(?:en|&|maar|plus|ook)\s+(?=(?:hoe|hoeveel|hoelang|wat|wanneer|wnr|waar|waarom|welke|wie|mag|kan|kun|moet|krijg|is|heb|wordt|klopt|geldt)\b)/i;

/**
 * The separate questions of one message, each with the statements before it as context:
 * "ik ben ziek. hoe meld ik me af? en wanneer krijg ik mn loon" gives two questions, the
 * first with "ik ben ziek." in front. A message with one question comes back whole.
 */
export function splitQuestions(message: string): string[] {
  const sentences = message
    .split(/(?<=[?!.\n])\s+|\n+/)
    .flatMap((s) => s.split(SPLIT_AND))
    .map((s) => s.trim())
    .filter(Boolean);
  const questions: string[] = [];
  let context = "";
  for (const sentence of sentences) {
    const bare = sentence
      .replace(/^[^\p{L}\d]+/u, "")
      .replace(/^(en|maar|ook|plus|nog|en ook|oh ja|o ja|verder)\s+/i, "");
    if (sentence.endsWith("?") || ASKS.test(bare) || ASKS_INSIDE.test(bare)) {
      questions.push(`${context}${sentence}`.trim());
      context = "";
    } else context += `${sentence} `;
  }
  if (context && questions.length) questions[questions.length - 1] += ` ${context.trim()}`;
  return questions.length > 1 ? questions : [message.trim()];
}
