// A sentence that asks something: ends in a question mark, or opens with a question word
// or an inverted verb ("mag ik", "krijg ik"), as WhatsApp questions often lack the mark.
const ASKS =
  /^(hoe|hoeveel|hoelang|wat|wanneer|wnr|waar|waarom|wrm|welke|welk|wie|hoezo|mag|mogen|kan|kun|kunnen|moet|moeten|krijg|krijgen|is|zijn|ben|heb|hebben|wordt|word|worden|zit|klopt|geldt|betalen|betaal|vergoeden|vergoed|ga|gaat|gaan|weet|weten|doen|doe|vind|staat|hou|houd)\b/i;
// WhatsApp drops the "ik": "ben ziek", "zit in fase b", "kan morgen niet". A verb spelt as
// the first person asks only with a subject after it ("ben jij", "kan mijn vriend", "zit er").
const FIRST_PERSON_VERB =
  /^(mag|kan|kun|moet|krijg|ben|heb|word|zit|ga|doe|vind|hou|houd|weet|betaal|vergoed)\b\s*(\S*)/i;
const SUBJECT =
  /^(ik|je|jij|u|we|wij|jullie|ze|zij|hij|het|er|dat|dit|die|deze|men|iemand|iedereen|de|een|mijn|mn|m'n|jouw|zijn|haar|ons|onze|hun|uw)$/i;
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

// A sentence that only names what the employee wants to ask about: "ik heb een vraag over X".
const ANNOUNCES =
  /^(?:ik\s+)?(?:heb\s+)?(?:een\s+)?(?:vraag|vraagje)\s+(?:over|mbt|m\.b\.t\.|ivm|i\.v\.m\.|omtrent|betreffende)\s+\S/i;
// What opens a sentence that asks something besides: "en ook", "verder", "daarnaast".
const ALSO = /^(?:en\s+)?(?:ook|verder|daarnaast|nog|tweede)\b/i;

/**
 * The separate questions of one message, each with the statements before it as context:
 * "ik ben ziek. hoe meld ik me af? en wanneer krijg ik mn loon" gives two questions, the
 * first with "ik ben ziek." in front. A message with one question comes back whole.
 */
export function splitQuestions(message: string): string[] {
  return readQuestions(message).questions;
}

/**
 * splitQuestions, and for a message of one question followed by a statement ("wnr staat
 * mn loon erop? ben pas sinds maandag hier") that question without the statement
 * (`withoutAfterthought`, null for any other message), which the answer also reads.
 */
export function readQuestions(message: string): { questions: string[]; withoutAfterthought: string | null } {
  const { questions, after } = questionsAndAfter(message);
  const withoutAfterthought = questions.length === 1 && after ? questions[0] : null;
  if (after && questions.length) questions[questions.length - 1] += ` ${after}`;
  return { questions: questions.length > 1 ? questions : [message.trim()], withoutAfterthought };
}

/** The questions, each with the statements before it, and the statements after the last. */
function questionsAndAfter(message: string): { questions: string[]; after: string } {
  const questions: string[] = [];
  let context = "";
  // What stands before "andere vraag" was asked too ("ben mn pasje kwijt en andere vraag, …");
  // what stands before "1." only opens the message ("goedemorgen!").
  const numbered = /\d/.test(NEXT_QUESTION.exec(message)?.[0] ?? "");
  // A block after "andere vraag" or a number is a question of its own, asked or not.
  message.split(NEXT_QUESTION).forEach((block, b, blocks) => {
    const sentences = block
      .split(/(?<=[?!.\n])\s+|\n+/)
      .flatMap((s) => s.split(SPLIT_AND))
      .flatMap(splitAtComma)
      .map((s) => s.trim())
      .filter(Boolean);
    const before = questions.length;
    sentences.forEach((sentence, i) => {
      // "ik heb een vraag over werkkleding. en ook waar vind ik mijn loonstrook?": the topic
      // announced is a question of its own when the next one says it asks something else too.
      if (ANNOUNCES.test(sentence) && i < sentences.length - 1 && ALSO.test(afterIn(block, sentence))) {
        questions.push(`${context}${sentence}`.trim());
        context = "";
      } else if (asks(sentence)) {
        questions.push(`${context}${sentence}`.trim());
        context = "";
      } else context += `${sentence} `;
    });
    if (blocks.length > 1 && (b > 0 || !numbered) && questions.length === before && context.trim()) {
      questions.push(context.trim());
      context = "";
    }
  });
  return { questions, after: context.trim() };
}

function asks(sentence: string): boolean {
  const plain = bare(sentence);
  return sentence.endsWith("?") || (ASKS.test(plain) && !dropsSubject(plain)) || ASKS_INSIDE.test(plain);
}

// Forms that are first person only ("heb", "ben"; he "heeft", "is"): asked, they stand before
// "ik", "je" or "jij", so "heb een late dienst" is a statement. Not "word", "vind": people
// write them for "wordt", "vindt" ("word die eerste dag wel betaald").
const ONLY_FIRST_PERSON = /^(ben|heb)$/i;
const INVERTED_SUBJECT = /^(ik|je|jij)$/i;

/** "zit in fase b": a first-person verb with no subject after it, a statement. */
function dropsSubject(plain: string): boolean {
  const verb = FIRST_PERSON_VERB.exec(plain);
  if (!verb) return false;
  const next = verb[2].replace(/[^\p{L}']/gu, "");
  return !(ONLY_FIRST_PERSON.test(verb[1]) ? INVERTED_SUBJECT : SUBJECT).test(next);
}

/** The block's text after the sentence, as the employee wrote it. */
const afterIn = (block: string, sentence: string) => block.slice(block.indexOf(sentence) + sentence.length).trim();

const bare = (sentence: string) =>
  sentence
    .replace(/^[^\p{L}\d]+/u, "")
    .replace(/^(en|maar|ook|plus|nog|en ook|oh ja|o ja|verder)\s+/i, "")
    .replace(/^(tot|vanaf|sinds|om|op|in|bij|met|voor|van|naar)\s+(?=(hoe|wanneer|wnr|welke|welk|hoeveel)\b)/i, "");

/** A sentence split where a comma ends one plain question and another begins. */
function splitAtComma(sentence: string): string[] {
  const pieces = sentence.split(SPLIT_COMMA);
  const out = [pieces[0]];
  for (const piece of pieces.slice(1)) {
    const last = bare(out[out.length - 1]);
    if (OPENS_QUESTION.test(last) && !dropsSubject(last)) out.push(piece);
    else out[out.length - 1] += `, ${piece}`;
  }
  return out;
}
