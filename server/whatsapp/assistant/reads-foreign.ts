import { isDutchWord, lemmaOf } from "../../knowledge/analysis/dutch-lexicon.ts";
import { tokenize } from "../../knowledge/analysis/normalize.ts";

// Function words of the languages uitzendkrachten write besides Dutch (English, Polish,
// Romanian), none of them a Dutch word: two of them rarely stand in a Dutch message.
const FOREIGN = new Set(
  [
    "i im sick call the my your how what where when why can could would should does did are get got with this that please pls plz want need many much which there their you",
    "jak gdzie kiedy czy mam jest nie sie moja moje moj pracy dzien prosze",
    // Short words of a Polish or Romanian report or request ("jestem chory, nie przyjdę",
    // "potrzebuję urlopu", "nu pot veni mâine", "sunt bolnav azi").
    "jestem chory chora przyjde moge przyjsc dzisiaj dzis jutro potrzebuje urlopu urlop mnie pisz wiecej bede",
    "cum unde cand este nu am si sa pentru mea meu salariu vreau",
    "sunt bolnav bolnava azi astazi maine veni vin munca lucru concediu nevoie imi ma",
  ]
    .join(" ")
    .split(" "),
);

/**
 * Whether a message reads as written in another language than Dutch: two or more foreign
 * function words making up a fair part of it, or hardly a Dutch word in three or more. The
 * assistant still answers in Dutch; a hand-over then also says in English what happens.
 */
export function readsForeign(message: string): boolean {
  const words = tokenize(message).map((t) => t.word);
  if (words.length < 2) return false;
  const foreign = words.filter((w) => FOREIGN.has(w)).length;
  if (foreign >= 2 && foreign / words.length >= 0.25) return true;
  const dutch = words.filter((w) => isDutchWord(w) || isDutchWord(lemmaOf(w))).length;
  return words.length >= 3 && dutch / words.length < 0.35;
}
