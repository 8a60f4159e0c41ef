import {
  COMING_DAYS,
  MONTH_NUMBERS,
  TODAY_WORDS,
  WEEKDAYS_FROM_SUNDAY,
} from "../../../knowledge/analysis/calendar-words.ts";
import { normaliseChat } from "./normalise-chat.ts";

export type ProfileField = "email" | "phone" | "employee_number";
export type OwnWorkIntent = { kind: "shifts" } | { kind: "profile"; fields: ProfileField[] };

// A day or period named in the question; a named period makes "mijn rooster" a request for it.
export const WHEN = new RegExp(
  `\\b(${[...TODAY_WORDS, ...COMING_DAYS, ...WEEKDAYS_FROM_SUNDAY].join("|")}|deze week|volgende week|weekend|\\d{1,2}[-/]\\d{1,2}|\\d{1,2} (${Object.keys(MONTH_NUMBERS).join("|")}))\\b`,
);

// How-to, policy, changes and complaints: the FAQ and HR answer those, not the roster. So do
// "hoeveel weken", "hoeveel minuten" and the like: a rule's amount ("hoeveel minuten pauze heb
// ik bij een dienst van 8 uur"), where the roster counts only shifts and days; a deadline to
// tell or hand in something ("tot hoe laat moet ik laten weten dat ik morgen weer kan", "tot
// wanneer moet ik mn uren invullen"), by switching something on in the app ("tot hoe laat moet
// ik 'hersteld' aanzetten"); being ill, also in English ("ik ben sick morgen, wie
// moet ik bellen? mijn dienst is 14:00"); and where to
// send something ("naar welk mailadres moet ik dat sturen" asks HR's address, not one's own);
// whether one must work in a case ("… gaan staken, moet ik dan gewoon mijn dienst draaien?");
// and a notice of the roster ("nog geen pushmelding gehad van mn diensten") is the FAQ's.
const NOT_A_LOOKUP =
  /\b(hoe weet ik|waar (zie|vind|kan|staat|staan)|niet vinden|afmelden|afzeggen|annuleren|cancel|cancelen|ruilen|overnemen|ziek|sick|betermelden|beter melden|hersteld|weer beter|feeling better|aanzetten|invullen|toeslag|extra|pauze|mag ik|mag je|kan ik|kun je|kunnen jullie|waarom|inplannen|veranderen|veranderd|verschoven|wijzigen|gewijzigd|aanpassen|accepteren|\w*melding|moet ik (dan|gewoon)|recht op|vergoeding|hoeveel (uur|weken|minuten|maanden|jaar|procent)|per week|beschikbaarheid|vergeten|resetten|wachtwoord|nieuw nummer|nieuwe nummer|aanvragen|vakantie|verlof|voor wanneer|voor hoe laat|tot wanneer|uiterlijk|doorgeven|door te geven|beter ?mel\w*|ziekmel\w*|laten weten|laat weten|naar welk\w*|hoe (zeg|meld|geef|doe|kan|kun|regel|vraag|werkt|zit))\b|\bzeg\b.*\baf\b|\bmoet ik\b.{0,30}\b(sturen|opsturen|mailen)\b/;

const SHIFT_ASKS = [
  /\bwanneer (moet|ga|werk|begin|start|ben) ik\b/,
  /\bwanneer (is|begint|start) mijn (volgende |eerstvolgende )?(dienst|werk)\b/,
  /\bhoe laat (begint|start|eindigt|stopt|is) mijn (dienst|werk)\b/,
  /\bhoe laat (moet|begin|start|werk|ben) ik\b/,
  /\bwaar werk ik\b/,
  /\bwaar (moet|ga) ik\b.{0,30}\b(werken|zijn|heen|naartoe)\b/,
  /\bwaar is mijn (dienst|werk)\b/,
  /\bheb ik\b.{0,25}\b(dienst|diensten|werk)\b/,
  /\b(moet|ga) ik\b.{0,25}\bwerken\b/,
  /\b(sta|ben) ik\b.{0,25}\b(ingepland|ingeroosterd|ingedeeld)\b/,
  /\b(welke|hoeveel) diensten (heb|moet|draai|werk) ik\b/,
  /\bmijn (eerstvolgende|volgende) dienst\b/,
];
// "voor de late", "een vroege dienst": a kind of shift, with no day or "mijn", asks the
// shift times everyone works, which the FAQ gives.
const SHIFT_KIND = /\b(de|een) (late|vroege|nacht|avond|ochtend|dag)( ?dienst| ?shift)?\b/;
const WORKS_WHEN = new RegExp(`\\bwerk ik\\b.{0,12}${WHEN.source}`);
const MY_ROSTER = /\bmijn (rooster|werkrooster|planning|diensten|dienst)\b|\b(rooster|planning|diensten) van mij\b/;
const SHOW_ME = /^(wat (is|zijn|staat)|hoe ziet|geef|stuur|laat|toon|welke)\b/;
// As short as WhatsApp gets: "moet ik morgen?", "rooster?", "heb ik volgende week wat".
const TERSE = [
  new RegExp(`^(moet|werk|ga) ik (ook |nog )?${WHEN.source}$`),
  new RegExp(`^(werk)?(rooster|planning|diensten)( (van |voor )?${WHEN.source})?$`),
  new RegExp(`\\bheb ik (ook |nog )?${WHEN.source} (nog )?(wat|iets)$`),
];

const FIELDS: Array<[ProfileField, RegExp]> = [
  ["email", /\be-mail(adres)?\b/],
  ["phone", /\b(telefoonnummer|telefoon nummer|mobiele nummer|06 nummer|mijn nummer)\b/],
  ["employee_number", /\b(personeelsnummer|personeels nummer|medewerkersnummer|werknemersnummer)\b/],
];
const ALL_DETAILS = /\b(mijn gegevens|welke gegevens)\b/;
const ABOUT_ME = /\b(mijn|van mij)\b/;
const PROFILE_CUE = /\b(welk|welke|wat|klopt|kloppen|staat|staan|hebben jullie|weten jullie|controleren|check)\b/;

/**
 * Whether a message asks about the asker's own shifts or own record (e-mail, phone,
 * employee number), in WhatsApp Dutch. Questions about rules, how to do something, or
 * changing something are left to the FAQ and HR: only a lookup is recognised.
 */
export function recogniseOwnWork(question: string): OwnWorkIntent | null {
  const t = normaliseChat(question);
  if (!t || NOT_A_LOOKUP.test(t)) return null;
  if (SHIFT_KIND.test(t) && !WHEN.test(t) && !ABOUT_ME.test(t)) return null;
  const fields = FIELDS.filter(([, re]) => re.test(t)).map(([f]) => f);
  if ((fields.length || ALL_DETAILS.test(t)) && ABOUT_ME.test(t) && PROFILE_CUE.test(t))
    return { kind: "profile", fields: fields.length ? fields : ["email", "phone", "employee_number"] };
  if ([...SHIFT_ASKS, WORKS_WHEN, ...TERSE].some((re) => re.test(t))) return { kind: "shifts" };
  if (MY_ROSTER.test(t) && (WHEN.test(t) || SHOW_ME.test(t) || t.split(" ").length <= 3)) return { kind: "shifts" };
  return null;
}
