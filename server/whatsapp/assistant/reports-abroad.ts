// Sick reports and "I can't come" in the languages flex workers write besides Dutch:
// English, Polish and Romanian, read without diacritics (see reportText). First person
// only: "my son is sick" is no report of one's own. Every pattern is global, so each place
// it matches is weighed on its own (one may sit in a question, the next not).
const g = (source: string) => new RegExp(source, "gu");

const EN_ILL = `(?:sick|ill|unwell|not (?:well|feeling well|feeling good)|off sick|on sick leave)`;
const EN_ILLNESS = `(?:(?:a |the |high |bad |a high |a bad )*(?:fever|flu|covid|corona|migraine|cold|temperature|stomach ?ache|headache|food poisoning|diarrh?o?ea))`;
const EN_FILLER = String.raw`(?:(?:really|very|so|a bit|quite|today|too|still|feeling)\s+)*`;
const EN_CANNOT = String.raw`\bi\s*(?:can't|cant|cannot|can not|won't|wont|will not|am not able to|'m not able to|m not able to)\s+(?:come|make it|be (?:at work|in|there)|work(?=\s*(?:$|[,.!;]|(?:today|tomorrow|tonight|this|on|because|cause|as)\b)))\b`;
const PL_FILLER = String.raw`(?:(?:dzisiaj|dzis|jutro|bardzo|troche|niestety|naprawde|ciagle)\s+)*`;
const RO_FILLER = String.raw`(?:(?:azi|astazi|maine|foarte|putin|tare|din pacate)\s+)*`;

export const SICK_ABROAD = [
  // English: "I'm sick", "i feel ill", "I have fever", "I got sick", "calling in sick".
  g(String.raw`\b(?:i am|i'm|im|i feel|i'm feeling|im feeling|i am feeling)\s+${EN_FILLER}${EN_ILL}\b`),
  g(String.raw`\bi (?:don't|dont|do not) feel (?:well|good)\b`),
  g(String.raw`\bi\s*(?:have|'ve got|ve got|have got|got)\s+${EN_ILLNESS}\b`),
  g(String.raw`\bi(?: got| became| fell| have been|'ve been| ve been) (?:sick|ill)\b(?! (?:last|before|but)\b)`),
  g(String.raw`\bcall(?:ing)? in sick\b`),
  g(
    String.raw`${EN_CANNOT}(?:\s+(?:to work|in|today|tomorrow|tonight))*[\s,.!-]*(?:because\s+|cause\s+|coz\s+|as\s+)?(?:i'm\s+|im\s+|i am\s+)?(?:sick|ill|unwell)\b`,
  ),
  // Polish: "jestem chory/chora", "zachorowałem", "źle się czuję", "mam gorączkę", "jestem na L4".
  g(String.raw`\bjestem\s+${PL_FILLER}(?:chory|chora|przeziebiony|przeziebiona|na (?:l4|zwolnieniu))\b`),
  g(String.raw`\b(?:(?:za|roz)chorowa[lł](?:em|am)|choruje)\b`),
  g(String.raw`\b(?:zle sie czuje|czuje sie\s+${PL_FILLER}(?:zle|chory|chora|niedobrze|slabo))\b`),
  g(String.raw`\bmam\s+(?:wysoka\s+|silna\s+)?(?:goraczke|grype|covid|korone|angine|migrene|biegunke|temperature)\b`),
  // Romanian: "sunt bolnav/bolnavă", "mă simt rău", "am febră", "m-am îmbolnăvit".
  g(String.raw`\bsunt\s+${RO_FILLER}(?:bolnav|bolnava|racit|racita|internat|internata|in concediu medical)\b`),
  g(String.raw`\bma simt\s+${RO_FILLER}(?:rau|bolnav|bolnava)\b`),
  g(String.raw`\bam\s+(?:${RO_FILLER})(?:febra|gripa|covid|raceala|temperatura|migrena|diaree)\b`),
  g(String.raw`\bm-?am (?:imbolnavit|racit)\b`),
  // The one word, as many send it: "sick", "chory", "bolnav 🤒".
  g(String.raw`^\s*(?:sick|ill|chory|chora|bolnav|bolnava)(?:[\s.!]|\p{Extended_Pictographic})*$`),
];

export const ABSENT_ABROAD = [
  // English: "I can't come to work today", "I won't be in tomorrow", "I'm not coming in".
  g(EN_CANNOT),
  g(String.raw`\bi(?:'m| am|m) not (?:coming|able to come)\b`),
  // Polish: "nie przyjdę (do pracy)", "nie mogę przyjść", "nie będę jutro w pracy".
  g(
    String.raw`\bnie\s+(?:${PL_FILLER})(?:przyjde|moge (?:${PL_FILLER})?przyjsc|dam rady (?:${PL_FILLER})?przyjsc|bede (?:${PL_FILLER})?w pracy)\b`,
  ),
  // Romanian: "nu pot veni (mâine)", "nu pot să vin", "nu vin azi la muncă".
  g(
    String.raw`\bnu\s+(?:pot\s+(?:${RO_FILLER})?(?:sa vin|veni)|vin|voi veni|o sa vin|(?:pot )?ajunge? la (?:munca|lucru|serviciu))\b`,
  ),
];

// A question or condition before the words, in the same clause: a question word anywhere
// ("how do I call in sick", "ce fac dacă sunt bolnav"), or a modal opening the clause ("can I
// call in sick by whatsapp", "czy mogę…"); "can't" and "don't" ask nothing.
const ASKED_BEFORE = [
  /\b(?:how|what|where|who|which|why|when|if|whether|jak|co|gdzie|kiedy|jesli|jezeli|gdy|cum|unde|cand|ce|daca)\b(?!')[^.!?,;]*$/,
  /(?:^|[.!?,;]\s*)(?:(?:hi|hello|hey|hoi|hallo|buna|czesc|dzien dobry)\s+)?(?:can|could|may|should|shall|do|does|is|are|am|will|would|czy|oare|pot|moge)\b(?!')[^.!?,;]*$/,
];
// A question mark closing the clause the words stand in ("… by whatsapp?").
const ASKED_AFTER = /^[^.!?,;]*\?/;

/** Whether the words at `index` to `end` of `text` sit in a question or a condition (see above). */
export function askedAbroad(text: string, index: number, end: number): boolean {
  return ASKED_BEFORE.some((re) => re.test(text.slice(0, index))) || ASKED_AFTER.test(text.slice(end));
}
