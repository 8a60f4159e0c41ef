import { tokenize } from "../../knowledge/analysis/normalize.ts";

// Who an employee may ask to speak to instead of the assistant.
const PERSON = "(?:mens|iemand|medewerker|persoon|collega|hr|personeelszaken|intercedent|recruiter|planner)";
// A request, not a story: "ik wil …", "mag ik …", "kan ik …", "graag …".
const REQUEST = "(?:ik wil|ik zou|mag ik|kan ik|kunnen we|kan er|graag|liever)";
const ASKS = [
  // The word the disclosure offers, or a person alone: "medewerker", "iemand van hr graag".
  new RegExp(`^(?:een )?(?:echte? )?${PERSON}(?: van hr)?(?: (?:graag|alstublieft|alsjeblieft|please))*$`),
  // "mag ik een mens spreken", "ik wil graag iemand van hr spreken", "kan ik met een medewerker praten".
  new RegExp(
    `\\b${REQUEST}\\b(?: \\w+){0,3} (?:met )?(?:een |de |mijn )?(?:echte? )?${PERSON}(?: van hr)? (?:\\w+ )?(?:spreken|praten|chatten)\\b`,
  ),
  // "kan iemand me bellen", "bel me terug", "kunnen jullie mij terugbellen".
  /\bbel (?:me|mij)\b|\b(?:me|mij) (?:terug ?)?bellen\b|\bterugbellen\b|\bterug bellen\b/,
  // "ik wil geen robot", "niet met een bot".
  /\b(?:geen|niet met een|niet met de) (?:bot|robot|computer|chatbot|ai)\b/,
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
