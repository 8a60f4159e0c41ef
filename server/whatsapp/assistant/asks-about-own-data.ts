import { fold } from "../../knowledge/analysis/normalize.ts";

// An employee using a right the AVG gives them over their personal data: to see what is
// held (art. 15, "inzage") or to have it erased (art. 17). The employer must answer within
// a month, so it is never answered with an FAQ nor lost among other hand-overs: HR gets a
// notification of its own with the date. Only requests about the employee's own data count:
// "hoe lang bewaren jullie gegevens?" or "ik wil mijn adres wijzigen" are ordinary questions.
const MY = "(?:mijn|mn|m'n|me|mij|my)";
const DATA = "(?:persoons)?gegevens|data|dossier|personeelsdossier|informatie|info|personal data|details";
const ACCESS = [
  // "welke gegevens hebben jullie van mij", "wat voor data hebben jullie over mij opgeslagen".
  new RegExp(
    String.raw`\b(?:welke|wat voor|wat)\s+(?:${DATA})\s+(?:hebben|heeft|bewaren|bewaart|verwerken|kennen|weten)\s+(?:jullie|u|julie|je|hr|het bedrijf)\s+(?:\w+\s+){0,3}(?:van|over|on|about)\s+(?:me|mij)\b`,
  ),
  // "wat weten jullie allemaal over mij".
  /\bwat\s+(?:weten|hebben|bewaren)\s+(?:jullie|julie|u)\s+(?:\w+\s+){0,2}over\s+(?:me|mij)\b/,
  // "ik wil inzage in mijn gegevens", "inzageverzoek", "kopie van mijn dossier".
  new RegExp(String.raw`\binzage\w*\s+(?:in\s+)?(?:al\s+)?${MY}\s+(?:${DATA})\b|\binzageverzoek\b`),
  new RegExp(
    String.raw`\b(?:kopie|overzicht|export)\s+(?:van\s+)?(?:al\s+)?${MY}\s+(?:${DATA})\b|\b${MY}\s+(?:${DATA})\s+(?:opvragen|inzien)\b`,
  ),
  // English: "what data do you have about me", "I want access to my data".
  /\bwhat\s+(?:personal\s+)?(?:data|information|info)\s+(?:do|does)\s+(?:you|the company)\s+(?:have|keep|store|hold)\s+(?:on|about)\s+me\b/,
  /\baccess\s+(?:to\s+)?my\s+(?:personal\s+)?(?:data|information)\b|\bsubject access request\b/,
];
const ERASURE = [
  // "verwijder al mijn gegevens", "wis mijn data", "mijn gegevens laten verwijderen".
  new RegExp(String.raw`\b(?:verwijder|verwijderen|wis|wissen|vernietig)\s+(?:\w+\s+){0,2}${MY}\s+(?:${DATA})\b`),
  new RegExp(String.raw`\b${MY}\s+(?:${DATA})\s+(?:\w+\s+){0,2}(?:verwijderen|verwijderd|wissen|gewist|vernietigen)\b`),
  /\brecht\s+(?:om|op)\s+(?:te\s+)?(?:vergeten|vergetelheid)\b/,
  // English: "delete my data", "remove all my personal information".
  /\b(?:delete|remove|erase)\s+(?:all\s+)?(?:of\s+)?my\s+(?:personal\s+)?(?:data|information|details)\b/,
];
// A question about whether or how it could be done is still the request ("kunnen jullie al
// mijn gegevens verwijderen?"); a rule about others is not ("wanneer worden gegevens verwijderd").
// Data the employer asks for is the opposite direction: "welke gegevens hebben jullie nodig
// van mij", "wat moet ik aanleveren" are questions about starting work or a change.
const SUPPLYING = /\b(?:nodig|aanleveren|leveren|doorgeven|geven|invullen|opgeven|sturen|need|provide|send)\b/;

/** Which right over their own data the employee invokes, if any (see above). */
export function asksAboutOwnData(message: string): "access" | "erasure" | null {
  // Folded words only: the analysis' abbreviations would read English "do" as "donderdag".
  const text = fold(message)
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim();
  if (ERASURE.some((re) => re.test(text))) return "erasure";
  if (!SUPPLYING.test(text) && ACCESS.some((re) => re.test(text))) return "access";
  return null;
}
