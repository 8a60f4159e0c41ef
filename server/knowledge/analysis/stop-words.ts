import { stopwords } from "@orama/stopwords/dutch";
import { editDistance } from "../index/closest-word.ts";
import { ENGLISH_FUNCTION_WORDS } from "./english-words.ts";

// How Dutch employees phrase a question rather than what they ask about: greetings,
// question words, politeness, modal verbs. Dropped with the ordinary stop words, so
// "hoeveel vakantiedagen krijg ik" asks about vakantiedagen only.
const PHRASING =
  "hoeveel hoelang hoeveelste wanneer waarom waarmee waarover waarvoor welke welk waar hoezo " +
  "krijg krijgt krijgen kreeg mag mogen moet moeten kun kunt kunnen kan graag vraag vraagje vragen weten " +
  "willen wil wilt zou zouden iemand precies eigenlijk even alstublieft alsjeblieft bedankt dank hallo hoi hey hee hi " +
  "beste goedemorgen goedemiddag goedenavond goedendag moi geachte heer mevrouw vriendelijke groeten hartelijk " +
  "voorbaat alvast verneem nvm zit zitten gewoon inderdaad misschien ongeveer " +
  "jullie jij jou jouw je u uw we wij onze ons ik mij me mijn hun hen zij ze dit dat deze die er hier daar " +
  "heb hebt heeft hebben had ben bent is zijn was waren word wordt worden doe doet doen gaat gaan ga " +
  "oke ok oké top super thanks thx groetjes groet mvg gr ja nee sorry stoor storen ff vraagjes " +
  "iets wel nou toch dus ook nog al maar of en als dan omdat want wat wie hoe vanaf " +
  "weet genoeg allemaal " +
  // How formal letters ask: "op welke wijze", "indien".
  "wijze indien " +
  // Greetings of the languages many flex workers write beside Dutch ("dzien dobry", "salam",
  // "buna"): "dzien" had been read as a slip of "dien" and found "Hoe dien ik een klacht in?".
  "salam selam merhaba marhaba buna czesc witam witaj dzien dobry salut servus hej bro abi " +
  // Flemish and Brabant interjections and greetings ("allee", "amai", "houdoe").
  "allee amai awel houdoe doei " +
  // "volgende week", "de komende maand": when, not what ("vorige" is not: "mijn vorige werkgever").
  "volgende komende";
// The verb "gelden" ("hier geldt", "andere regels gelden") stems to geld, money, and says
// nothing of what a text is about: dropped, so "kost dat geld?" does not find every rule.
const APPLIES = "geldt gelden";

const STOP = new Set([...stopwords, ...PHRASING.split(" "), ...APPLIES.split(" "), ...ENGLISH_FUNCTION_WORDS]);

export function isStopWord(word: string): boolean {
  return STOP.has(word);
}

// Long phrasing words, whose one-letter slips ("wanner", "hoevel", "eigelijk") are still
// phrasing; short ones are too close to content words ("moeten" / "meten").
const LONG_PHRASING = PHRASING.split(" ").filter((w) => w.length >= 7);

/** Whether a word is a long phrasing word with one letter wrong (the caller checks it is no word of the texts). */
export function isStopWordTypo(word: string): boolean {
  return word.length >= 6 && !STOP.has(word) && LONG_PHRASING.some((stop) => editDistance(word, stop, 1) <= 1);
}
