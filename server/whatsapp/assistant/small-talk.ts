import { fold, tokenize } from "../../knowledge/analysis/normalize.ts";

/**
 * A message that asks nothing the knowledge base answers: a greeting (or "ik heb een
 * vraag"), thanks, a goodbye, an "ok", a lone number, a "?" or an emoji alone, or a
 * question about the assistant.
 */
export type SmallTalk = "greeting" | "thanks" | "goodbye" | "ack" | "number" | "unclear" | "about" | "language";

// Words as tokenize writes them (folded; "thx" and "dankje" stay as typed). A message is
// small talk only when every word is in these lists, so "bedankt, en mijn loon?" is a question.
// Many uitzendkrachten write in English, Polish, Romanian or Bulgarian: their greetings and
// thanks are small talk too, not a question for HR.
const WORDS: Record<Exclude<SmallTalk, "number" | "unclear" | "about" | "language">, string[]> = {
  thanks: [
    ...["bedankt", "dank", "dankje", "dankjewel", "dankjwl", "danku", "thanks", "thank", "thx", "tnx", "merci"],
    ...["held", "topper", "toppie"],
    ...["dziekuje", "dzieki", "multumesc", "multumim", "mersi", "danke", "благодаря", "мерси", "спасибо"],
  ],
  goodbye: [
    ...["doei", "doeg", "dag", "groetjes", "groet", "gr", "mvg", "bye", "tot", "ziens", "later", "welterusten"],
    ...["cheers", "ciao", "widzenia", "revedere", "довиждане"],
  ],
  greeting: [
    ...["hoi", "hallo", "hai", "hey", "hee", "hi", "hello", "moi", "moin", "yo", "hoihoi", "heey"],
    ...["goedemorgen", "goedemiddag", "goedenavond", "goedendag", "goeiemorgen", "goeiemiddag", "goeienavond"],
    ...["morning", "afternoon", "evening", "czesc", "witam", "witaj", "dzien", "dobry", "buna", "ziua", "salut"],
    ...["salam", "selam", "merhaba", "marhaba", "hej"],
    ...["servus", "здравеите", "здравеи", "здрасти", "привет", "добър", "ден"],
    // "ik heb een vraag", "mag ik iets vragen", "vraagje": the question is still to come.
    ...["vraag", "vraagje", "vragen"],
  ],
  ack: [
    ...["ok", "oke", "okay", "okey", "okido", "okidoki", "prima", "top", "super", "fijn", "mooi", "perfect"],
    ...["helder", "duidelijk", "begrepen", "goed", "klopt", "check", "nice", "cool", "geweldig"],
    ...["moment", "momentje", "sec", "secondje"],
    ...["yes", "jep", "jup", "yup", "gelukt", "inderdaad", "idd", "gefixt", "opgelost", "werkt"],
    ...["gevonden", "gedaan", "geregeld"],
  ],
};
// Words that go with the ones above ("heel erg bedankt", "dank je wel", "fijne dag", "voor de info").
const ALONGSIDE = new Set(
  "ik heb een mag wat even kijken zoeken opzoeken dacht al nog weer het is kort klein iets je u jullie wel heel erg hartelijk super alvast nogmaals zeer echt enorm hoor voor de het info hulp antwoord uitleg snelle reactie allemaal daar is dan ja you so much a lot very many good bardzo la".split(
    " ",
  ),
);
// Sounds that say nothing by themselves: a message of only these (and the words above) is an
// "ok" ("ah zo", "haha"), but they do not make a longer message a remark.
const INTERJECTIONS = new Set(
  "ah ahh aha oh ohh zo haha hahaha hihi lol balen jammer ja precies jazeker zeker".split(" "),
);
// "nee hoor", "nee dank je, dat was het": nothing more to ask (the reply in kind asked).
const NOTHING_MORE =
  /^(?:nee|neen|nope)(?: (?:hoor|joh|dank je|dankje|dankjewel|bedankt|thanks|verder niet|niks|niets|dat was het|dat was alles))*$/;
const CATEGORY = new Map<string, SmallTalk>(
  (["thanks", "goodbye", "greeting", "ack"] as const).flatMap((kind) => WORDS[kind].map((w) => [w, kind] as const)),
);
// Thanks says most (an "ok, bedankt" is thanks), then goodbye, greeting, acknowledgement.
const PRECEDENCE: SmallTalk[] = ["thanks", "goodbye", "greeting", "ack"];

/** What kind of small talk a (tokenized) word is ("thx" → thanks), if any. */
export const smallTalkWord = (word: string): SmallTalk | undefined => CATEGORY.get(word);
/** Whether a word goes with small talk without saying anything itself ("heel", "voor", "info"). */
export const goesAlong = (word: string): boolean => ALONGSIDE.has(word);
/** The kind that says most of those found (thanks over goodbye over greeting over "ok"). */
export const firstKind = (found: Set<SmallTalk>): SmallTalk | null =>
  PRECEDENCE.find((kind) => found.has(kind)) ?? null;
const PICTOGRAPH = /\p{Extended_Pictographic}/gu;
// Emoji that agree, thank or cheer: an "ok". Any other alone (🤒, 👎, 😡) says something is
// the matter, and "Fijn!" would be the wrong reply.
const AGREEING = new Set([..."👍👌🙏😊🙂😀😃😄😁❤♥💪✅✔🎉🥰😍🤝👏😉☺🫶💯🌞😎🤗💙💚🧡💛💜🤍"]);
// Two words that say one thing: "goede morgen" (greeting), "fijne dag", "fijn weekend",
// "goede dienst" (goodbye).
const WISH = /^(?:fijne?|prettige?|goede|goeie|gezellige?)$/;
const PART_OF_DAY = new Set(["dag", "weekend", "avond", "middag", "morgen", "ochtend", "nacht", "dienst"]);
const GREETING_TIMES = new Set(["morgen", "middag", "avond", "ochtend"]);

// About the assistant itself: "wie ben jij", "ben jij die nieuwe hr assistent?", "hoe heet
// je", "wie typt dit eigenlijk", "antwoord jij altijd zo snel?", "wat kun je allemaal",
// "help". Read after any greeting ("hoi, wie ben jij?").
const ASSISTANT = "(?:robot|bot|chatbot|mens|computer|ai|assistent|persoon|echt)";
const ABOUT = [
  /^(?:wie|wat) (?:ben|bent) (?:je|jij|u)(?: eigenlijk| nou)?$/,
  new RegExp(`^(?:ben|bent) (?:je|jij|u)(?: \\w+){0,4} ${ASSISTANT}(?: of (?:\\w+ ){0,3}${ASSISTANT})?$`),
  /^hoe heet (?:je|jij|u)(?: eigenlijk)?$/,
  /^(?:wie|wat) (?:typt|schrijft|antwoordt|zit) (?:dit|hier|er)\b/,
  /^(?:antwoord|antwoordt|reageer|reageert|typ|typt) (?:je|jij|u) (?:altijd|zo|echt|nou)\b/,
  /^wat (?:kan|kun|kunt) (?:je|jij|u)(?: allemaal| eigenlijk)?(?: voor (?:me|mij))?(?: doen)?$/,
  /^(?:help|hulp|hoe werkt (?:dit|het)|wat moet ik (?:hier )?doen)$/,
];
// Whether the assistant speaks another language: "spreek je ook engels", "do you speak english".
const LANGUAGE = [
  /^(?:kan|kun|kunt|spreek|praat) (?:je|jij|u) (?:ook )?(?:engels|english|nederlands|pools|duits|andere talen)\b/,
  /\b(?:do|can) you speak\b|\bspeak (?:english|dutch)\b/,
];
// "hoe gaat het (met je)?", "how are you (doing)?", "jak się masz", "ce faci": a greeting.
const HOW_ARE_YOU =
  /^(?:hoe gaat (?:het|t)(?: met (?:je|jou|u))?(?: vandaag)?|(?:there )?how (?:are|r) (?:you|u)(?: doing)?(?: today)?|jak sie masz|ce faci)$/;

/**
 * What a message that asks nothing is, so the assistant answers it in kind instead of
 * searching the knowledge base with it (and handing "bedankt!" over to HR); null for
 * anything with a word of its own, and for an empty body (a message type with neither text nor
 * an attachment the webhook knows: composeReply asks for it in words).
 */
export function smallTalkOf(message: string): SmallTalk | null {
  // Polish "do widzenia": tokenize reads "do" as donderdag.
  const words = tokenize(fold(message).replace(/\bdo widzenia\b/g, "widzenia")).map((t) => t.word);
  if (words.length === 0) {
    const emoji = message.match(PICTOGRAPH) ?? [];
    if (emoji.length) return emoji.every((e) => AGREEING.has(e)) ? "ack" : "unclear";
    // "?", "??", "...": no word to answer (an empty body stays null, see above).
    return /[^\s]/.test(message) ? "unclear" : null;
  }
  const opening = words.findIndex((w) => CATEGORY.get(w) !== "greeting");
  const afterGreeting = opening < 0 ? "" : words.slice(opening).join(" ");
  if (LANGUAGE.some((pattern) => pattern.test(afterGreeting))) return "language";
  if (ABOUT.some((pattern) => pattern.test(afterGreeting))) return "about";
  if (HOW_ARE_YOU.test(afterGreeting)) return "greeting";
  if (NOTHING_MORE.test(words.join(" "))) return "goodbye";
  // A lone number with no choices open: a pick from a list that lapsed, or a slip.
  if (words.length <= 2 && words.every((w) => /^\d+$/.test(w))) return "number";
  const found = new Set<SmallTalk>();
  for (const [i, w] of words.entries()) {
    if (WISH.test(w) && PART_OF_DAY.has(words[i + 1])) {
      found.add(w.startsWith("goe") && GREETING_TIMES.has(words[i + 1]) ? "greeting" : "goodbye");
      continue;
    }
    if (PART_OF_DAY.has(w) && WISH.test(words[i - 1] ?? "")) continue;
    const kind = CATEGORY.get(w) ?? (INTERJECTIONS.has(w) ? "ack" : undefined);
    if (kind) found.add(kind);
    else if (!ALONGSIDE.has(w)) return null;
  }
  return firstKind(found);
}
