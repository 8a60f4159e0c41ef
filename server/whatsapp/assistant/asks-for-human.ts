import { tokenize } from "../../knowledge/analysis/normalize.ts";

// Who an employee may ask to speak to instead of the assistant.
const PERSON =
  "(?:mens|iemand|medewerker|persoon|collega|hr|personeelszaken|intercedent|recruiter|planner|teamleider|leidinggevende)";
// "iemand van hr", "een echte medewerker", "mijn intercedent".
const SOMEONE = `(?:een |de |mijn |mn )?(?:echte? )?${PERSON}(?: van (?:hr|kantoor|personeelszaken|de planning))?`;
// A request, not a story: "ik wil …", "mag ik …", "kan ik …", "graag …".
const REQUEST = "(?:ik wil|ik zou|wil ik|mag ik|kan ik|kunnen we|kan er|wil er|graag|liever)";
const ASKS = [
  // The word the disclosure offers, or a person alone: "medewerker", "iemand van hr graag".
  new RegExp(`^${SOMEONE}(?: (?:graag|alstublieft|alsjeblieft|please))*$`),
  // "mag ik een mens spreken", "wil dat liever met iemand van hr bespreken", "kan ik met een medewerker praten".
  new RegExp(
    `\\b${REQUEST}\\b(?: \\w+){0,4} (?:met )?${SOMEONE} (?:\\w+ )?(?:spreken|praten|chatten|bespreken|overleggen)\\b`,
  ),
  // "kan iemand me bellen", "bel me terug", "kan mn intercedent me even bellen", "kan er vandaag nog iemand bellen".
  /\bbel (?:me|mij)\b|\b(?:me|mij) (?:(?:even|vandaag|morgen|nog|snel|straks|zsm) )*(?:terug ?)?bellen\b|\bterug ?bellen\b/,
  new RegExp(`\\bkan (?:er )?(?:\\w+ ){0,2}${SOMEONE} (?:\\w+ ){0,2}bellen\\b`),
  // "wil iemand contact met me opnemen", "neem contact met me op".
  /\bcontact met (?:me|mij) (?:op ?nemen|opnemen|op)\b/,
  // "verbind me door met een mens", "geef me maar gewoon iemand van personeelszaken".
  new RegExp(`\\bverbind (?:me|mij) door\\b|\\bdoorverbinden\\b|\\bgeef (?:me|mij) (?:\\w+ ){0,2}${SOMEONE}$`),
  // "ik wil geen robot", "liever een mens ipv een bot", "is er ook een mens die dit leest?".
  /\b(?:geen|niet met een|niet met de|ipv|in plaats van)(?: met)? (?:een |de )?(?:bot|robot|computer|chatbot|ai)\b/,
  /\bis er (?:ook )?(?:wel )?(?:een )?(?:echte? )?mens\b/,
];
// Asking for a number or an address to reach someone is a question the FAQs answer.
const CONTACT_DETAILS = /\b(?:nummer|telefoonnummer|tel|mail|mailadres|e-mail|emailadres|adres|bereiken|bereikbaar)\b/;

/**
 * Whether the employee asks to speak to a person rather than the assistant, in their own
 * words as well as the 'medewerker' the first reply offers. Such a request is always
 * honoured: the question is handed over, whatever the knowledge base could have said.
 * A question about how to reach someone ("hoe bereik ik hr?") is no such request.
 */
export function asksForHuman(message: string): boolean {
  const said = tokenize(message)
    .map((t) => t.word)
    .join(" ");
  return said !== "" && !CONTACT_DETAILS.test(said) && ASKS.some((pattern) => pattern.test(said));
}
