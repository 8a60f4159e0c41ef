import { tokenize } from "../../knowledge/analysis/normalize.ts";
import { opensWithQuestionWord } from "../../knowledge/analysis/question-word.ts";

// Who an employee may ask to speak to instead of the assistant.
const PERSON =
  "(?:mens|mensen|iemand|medewerker|persoon|collega|hr|personeelszaken|intercedent|recruiter|planner|planning|teamleider|leidinggevende|kantoor|consulent)";
// "iemand van hr", "een echte medewerker", "mijn intercedent", "iemand van jullie".
const SOMEONE = `(?:een |de |mijn |mn )?(?:echte? )?${PERSON}(?: van (?:\\w+ )?\\w+)?`;
const ASKS = [
  // "kan iemand me bellen", "bel me terug", "kan mn intercedent me even bellen", "kan er vandaag nog iemand bellen".
  /\bbel (?:me|mij)\b|\b(?:me|mij) (?:(?:even|vandaag|morgen|nog|snel|straks|zsm) )*(?:terug ?)?bellen\b|\bterug ?bellen\b|\b(?:terug ?)?gebeld (?:worden|word)\b|\bteruggebeld\b/,
  new RegExp(`\\bkan (?:er )?(?!ik\\b)(?:\\w+ ){0,2}${SOMEONE} (?:\\w+ ){0,2}bellen\\b`),
  // "wil iemand contact met me opnemen", "neem contact met me op".
  /\bcontact met (?:me|mij) (?:op ?nemen|opnemen|op)\b/,
  // "verbind me door", "stuur mn vraag maar door naar hr", "geef me maar iemand anders".
  new RegExp(
    `\\bverbind (?:me|mij) door\\b|\\bdoor ?(?:verbinden|verbonden|sturen|zetten)\\b|\\b(?:stuur|zet) (?:\\w+ ){0,4}door\\b|\\bgeef (?:me|mij) (?:\\w+ ){0,2}${SOMEONE}\\b`,
  ),
  // "ik wil geen robot", "ik heb geen zin in een bot", "liever een mens ipv een bot", "… ipv jou".
  /\b(?:geen|niet|ipv|in plaats van)(?: \w+){0,4} (?:bot|bots|robot|robots|computer|chatbot|ai)\b|\b(?:ipv|in plaats van) (?:jou|jij|u)\b/,
  // "liever een mens", "ik heb liever dat een medewerker dit oppakt".
  new RegExp(`\\bliever (?:dat )?${SOMEONE}\\b`),
  // "is er ook een mens die dit leest?", "is hier ook iemand echt aanwezig"; not an award
  // ("is er een medewerker van de maand").
  /\bis (?:er|hier) (?:\w+ ){0,3}(?:mens|(?:echte? )?(?:medewerker|persoon)(?! van (?:de|het) (?:week|maand|jaar))|iemand (?:\w+ )?(?:echt|aanwezig|live|online))\b/,
  // In the languages many uitzendkrachten write: "can I speak to a real person", "a human
  // please", Polish "chcę rozmawiać z człowiekiem", Romanian "vreau să vorbesc cu cineva".
  /\b(?:speak|talk|chat) (?:to|with) (?:a |an |the |some )?(?:real |actual |live )?(?:person|human|someone|somebody|agent|manager|hr|colleague)\b/,
  /\b(?:real|actual|live) (?:person|human|agent)\b|^(?:a )?(?:human|agent|person)(?: please)*$/,
  /\bi (?:need|want|d like|would like) (?:to (?:talk|speak|chat) (?:to|with) )?(?:a |an )?(?:real |actual )?(?:human|person|agent|someone|somebody)\b/,
  /\b(?:porozmawiac|rozmawiac|mowic) z\b|\bczłowiek(?:iem)?\b|\bkonsultant(?:em)?\b/,
  /\b(?:vorbesc|vorbi|vorbim) cu\b/,
];
// The word the disclosure offers, or a person alone, as a sentence of its own: "medewerker",
// "iemand van hr graag", "je begrijpt me niet. mens aub".
const ALONE = new RegExp(`^${SOMEONE}(?: (?:graag|alstublieft|alsjeblieft|please))*$`);
const sentencesOf = (message: string) =>
  message.split(/[.!?\n]+/).map((s) =>
    tokenize(s)
      .map((t) => t.word)
      .join(" "),
  );
// A request, not a question about how things go: "ik wil …", "mag ik …", "graag …", "liever …".
const REQUEST =
  /\b(?:ik wil|wil ik|ik zou|zou ik|mag ik|kan ik|kun ik|kunnen we|kan er|wil er|kunnen jullie|graag|liever|aub|alsjeblieft|please)\b/;
// Talking with a person, by any channel ("spreken", "aan de lijn", "telefonisch", "persoonlijk contact").
const TALK = /\b(?:spreken|praten|chatten|bespreken|overleggen|contact|gesprek|afspraak)\b/;
// A channel that is a person by itself: "telefonisch bespreken", "persoonlijk contact", "aan de lijn".
const CHANNEL = /\b(?:telefonisch|persoonlijk (?:contact|spreken|bespreken)|aan de (?:lijn|telefoon))\b/;
const SOMEONE_NAMED = new RegExp(`\\b(?:${PERSON}|jullie)\\b`);
// Asking for a number or an address to reach someone is a question the FAQs answer, and so
// is a question with a question word ("met wie kan ik hierover praten?").
const CONTACT_DETAILS = /\b(?:nummer|telefoonnummer|tel|mail|mailadres|e-mail|emailadres|adres|bereiken|bereikbaar)\b/;

/**
 * Whether the employee asks to speak to a person rather than the assistant, in their own
 * words as well as the 'medewerker' the first reply offers: a request ("ik wil", "mag ik",
 * "graag") to talk with someone ("iemand van jullie spreken", "telefonisch bespreken"),
 * to be called or put through, or a refusal of the bot. Such a request is always honoured:
 * the question is handed over, whatever the knowledge base could have said. A question
 * about how to reach someone ("hoe bereik ik hr?", "kan ik hr zaterdag bellen?") is no
 * such request.
 */
export function asksForHuman(message: string): boolean {
  const said = tokenize(message)
    .map((t) => t.word)
    .join(" ");
  if (said === "" || CONTACT_DETAILS.test(said)) return false;
  if (ASKS.some((pattern) => pattern.test(said)) || sentencesOf(message).some((s) => ALONE.test(s))) return true;
  const request = REQUEST.test(said) && (CHANNEL.test(said) || (TALK.test(said) && SOMEONE_NAMED.test(said)));
  return request && !opensWithQuestionWord(message);
}
