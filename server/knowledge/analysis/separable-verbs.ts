import { MONTHS, WEEKDAYS_FROM_SUNDAY } from "./calendar-words.ts";
import { isDutchWord, isPlaceName, isVerb, lemmaOf, SEPARABLE_PARTICLES } from "./dutch-lexicon.ts";
import type { Token } from "./normalize.ts";
import { type Term, termOf } from "./term-keys.ts";

// Auxiliaries and modals carry no particle of their own: "heb je recht op" is no "ophebben".
const AUXILIARIES = new Set(
  "heb hebt heeft hebben ben bent is zijn word wordt worden kan kun kunt kunnen moet moeten wil wilt willen mag mogen zal zult zullen".split(
    " ",
  ),
);
// Possessives that the word list also knows as verb stems ("mijn" as in mijnen).
const POSSESSIVES = new Set("mijn jouw haar onze hun uw".split(" "));
// What opens a noun phrase: a particle before one is a preposition ("een foutmelding bij
// het aanmelden", "een hesje in het magazijn"), not the end of a separable verb.
const NOUN_PHRASE = new Set("de het een mijn jouw je zijn haar ons onze hun uw die dat deze dit".split(" "));
const DAY_OR_MONTH = new Set([...WEEKDAYS_FROM_SUNDAY, ...MONTHS]);
// How far before its particle a verb may stand: "hoe geef ik mijn gewerkte uren door".
const REACH = 6;
// A participle used as an adjective ("gewerkte uren") is not the clause's verb.
const PARTICIPLE = /^ge.+[dt]e?$/;

export type SeparableVerb = {
  /** The joined verb, its `word` written as asked ("geef … door"). */
  verb: Term;
  /** Token indexes of the verb and of its particle. */
  from: number;
  at: number;
};

/**
 * Separable verbs written apart ("hoe vraag ik vrij aan", "hoe meld ik me af", "wanneer
 * betalen jullie het uit"), joined as one word (aanvragen, afmelden, uitbetalen) when the
 * verb is a listed verb, the joined word a listed word and `accept` takes it. Texts and
 * questions split them alike, and the verb alone asks something else ("vragen" is no
 * "aanvragen"). A main clause puts its verb early, so the first verb in reach is taken.
 */
export function separableVerbs(tokens: Token[], accept: (joined: Term) => boolean): SeparableVerb[] {
  const out: SeparableVerb[] = [];
  tokens.forEach((particle, at) => {
    if (!SEPARABLE_PARTICLES.has(particle.word) || NOUN_PHRASE.has(tokens[at + 1]?.word ?? "")) return;
    // Before a place or a day it is a preposition too: "naar familie in turkije", "de nacht
    // van zondag op maandag".
    if (isPlaceName(tokens[at + 1]?.word ?? "") || DAY_OR_MONTH.has(tokens[at + 1]?.word ?? "")) return;
    // The infinitive with "te" puts it between particle and verb: "door te geven", "aan te
    // vragen". An infinitive ends in -en; "op te hoog" is "too high".
    const next = tokens[at + 2];
    const infinitive = tokens[at + 1]?.word === "te" && next?.word.endsWith("en") ? next : undefined;
    if (infinitive) {
      const joined = termOf(particle.word + infinitive.word);
      if (joined && isVerb(lemmaOf(infinitive.word)) && listedWhole(joined) && accept(joined))
        out.push({ verb: { ...joined, word: `${particle.word} te ${infinitive.word}` }, from: at + 2, at });
      return;
    }
    // Right after its verb a particle is a preposition ("recht op", "werk op zaterdag"): a
    // main clause puts the subject or more between them ("meld ik me af").
    for (let from = Math.max(0, at - REACH); from <= at - 2; from++) {
      const word = tokens[from].word;
      if (AUXILIARIES.has(word) || POSSESSIVES.has(word) || PARTICIPLE.test(word) || !isVerb(lemmaOf(word))) continue;
      // A counted word is a noun, whatever verb it spells: "3 weken" (not "weken", to soak).
      if (/^\d/.test(tokens[from - 1]?.word ?? "")) continue;
      const joined = termOf(particle.word + word);
      if (joined && listedWhole(joined) && accept(joined)) {
        out.push({ verb: { ...joined, word: `${word} … ${particle.word}` }, from, at });
        return;
      }
    }
  });
  return out;
}

/** Whether a joined verb is a listed word, not a compound the splitter made of the two. */
const listedWhole = (joined: Term) => !joined.parts.length && isDutchWord(lemmaOf(joined.word));
