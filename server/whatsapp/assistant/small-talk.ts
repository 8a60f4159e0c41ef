import { tokenize } from "../../knowledge/analysis/normalize.ts";

/**
 * A message that asks nothing the knowledge base answers: a greeting (or "ik heb een
 * vraag"), thanks, a goodbye, an "ok", a lone number, or a question about the assistant.
 */
export type SmallTalk = "greeting" | "thanks" | "goodbye" | "ack" | "number" | "about";

// Words as tokenize writes them (folded; "thx" and "dankje" stay as typed). A message is
// small talk only when every word is in these lists, so "bedankt, en mijn loon?" is a question.
const WORDS: Record<Exclude<SmallTalk, "number" | "about">, string[]> = {
  thanks: ["bedankt", "dank", "dankje", "dankjewel", "dankjwl", "danku", "thanks", "thank", "thx", "tnx", "merci"],
  goodbye: ["doei", "doeg", "dag", "groetjes", "groet", "gr", "mvg", "bye", "tot", "ziens", "later"],
  greeting: [
    ...["hoi", "hallo", "hai", "hey", "hee", "hi", "hello", "moi", "moin", "yo", "hoihoi", "heey"],
    ...["goedemorgen", "goedemiddag", "goedenavond", "goedendag", "goeiemorgen", "goeiemiddag", "goeienavond"],
    // "ik heb een vraag", "mag ik iets vragen", "vraagje": the question is still to come.
    ...["vraag", "vraagje", "vragen"],
  ],
  ack: [
    ...["ok", "oke", "okay", "okey", "okido", "okidoki", "prima", "top", "super", "fijn", "mooi", "perfect"],
    ...["helder", "duidelijk", "begrepen", "goed", "klopt", "check", "nice", "cool", "geweldig"],
    ...["moment", "momentje", "sec", "secondje"],
    ...["yes", "jep", "jup", "yup", "gelukt", "inderdaad", "idd", "gefixt", "opgelost", "werkt"],
  ],
};
// Words that go with the ones above ("heel erg bedankt", "dank je wel", "fijne dag", "voor de info").
const ALONGSIDE = new Set(
  "ik heb een mag even kijken zoeken opzoeken dacht al nog weer het is kort klein iets je u jullie wel heel erg hartelijk super alvast nogmaals zeer echt enorm hoor voor de het info hulp antwoord uitleg snelle reactie allemaal daar is dan ja you so much a lot".split(
    " ",
  ),
);
const CATEGORY = new Map<string, SmallTalk>(
  (["thanks", "goodbye", "greeting", "ack"] as const).flatMap((kind) => WORDS[kind].map((w) => [w, kind] as const)),
);
// Thanks says most (an "ok, bedankt" is thanks), then goodbye, greeting, acknowledgement.
const PRECEDENCE: SmallTalk[] = ["thanks", "goodbye", "greeting", "ack"];
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
// Two words that say one thing: "goede morgen" (greeting), "fijne dag", "fijn weekend",
// "goede dienst" (goodbye).
const WISH = /^(?:fijne?|prettige?|goede|goeie|gezellige?)$/;
const PART_OF_DAY = new Set(["dag", "weekend", "avond", "middag", "morgen", "ochtend", "nacht", "dienst"]);
const GREETING_TIMES = new Set(["morgen", "middag", "avond", "ochtend"]);

// About the assistant itself: "wie ben jij", "ben je nou een mens of een computer?", "wat
// kun je allemaal", "spreek je ook engels", "help".
const ABOUT = [
  /^(?:wie|wat) (?:ben|bent) (?:je|jij|u)(?: eigenlijk| nou)?$/,
  /^(?:ben|bent) (?:je|jij|u)(?: nou| eigenlijk)? (?:een )?(?:echte? )?(?:robot|bot|chatbot|mens|computer|ai|echt|persoon)(?: of (?:een )?(?:echte? )?(?:robot|bot|chatbot|mens|computer|ai|persoon))?$/,
  /^wat (?:kan|kun|kunt) (?:je|jij|u)(?: allemaal| eigenlijk)?(?: voor (?:me|mij))?(?: doen)?$/,
  /^(?:kan|kun|kunt|spreek|praat) (?:je|jij|u) (?:ook )?(?:engels|english|nederlands|pools|duits|andere talen)\b/,
  /^(?:help|hulp|hoe werkt (?:dit|het)|wat moet ik (?:hier )?doen)$/,
];

/**
 * What a message that asks nothing is, so the assistant answers it in kind instead of
 * searching the knowledge base with it (and handing "bedankt!" over to HR); null for
 * anything with a word of its own, and for an empty body (a photo: HR should see it).
 */
export function smallTalkOf(message: string): SmallTalk | null {
  const words = tokenize(message).map((t) => t.word);
  if (words.length === 0) return PICTOGRAPH.test(message) ? "ack" : null;
  const said = words.join(" ");
  if (ABOUT.some((pattern) => pattern.test(said))) return "about";
  // A lone number with no choices open: a pick from a list that lapsed, or a slip.
  if (words.length <= 2 && words.every((w) => /^\d+$/.test(w))) return "number";
  const found = new Set<SmallTalk>();
  for (const [i, w] of words.entries()) {
    if (WISH.test(w) && PART_OF_DAY.has(words[i + 1])) {
      found.add(w.startsWith("goe") && GREETING_TIMES.has(words[i + 1]) ? "greeting" : "goodbye");
      continue;
    }
    if (PART_OF_DAY.has(w) && WISH.test(words[i - 1] ?? "")) continue;
    const kind = CATEGORY.get(w);
    if (kind) found.add(kind);
    else if (!ALONGSIDE.has(w)) return null;
  }
  return PRECEDENCE.find((kind) => found.has(kind)) ?? null;
}
