import { reportText } from "./report-text.ts";
import { ABSENT_ABROAD } from "./reports-abroad.ts";
import { CANNOT_COME, CONDITION, reportsSick, saidAbroad, WHEN } from "./reports-sick.ts";

// The employee tells HR they will not come, for a reason other than their own illness ("kan
// morgen niet komen want mijn kind is ziek", "ik kom vandaag niet"), or that they are better
// and coming back ("ben beter, morgen weer aan het werk", asking nothing). Either is news for HR, not a
// question: the knowledge base's nearest FAQ ("Hoe meld ik me ziek?") would send the wrong
// procedure and HR would never hear of it. "Afmelden" is the everyday word for it ("ik wil me
// afmelden voor morgen", or the word alone; "afmelden whatsapp" is STOP, see opt-out.ts).
// Also typed in a hurry, and in English, Polish or Romanian ("I can't come tomorrow", "nie
// przyjdę", "nu pot veni mâine"). Not a question about the rules ("wat moet ik doen als ik
// niet kan komen", "hoe meld ik me af") nor a sick report, which has its own reply.
// What one signs off from besides a shift.
const NOT_SHIFT = String.raw`(?!\s+(?:voor|van|bij)\s+(?:de\s+|het\s+|die\s+)?(?:whatsapp|berichten|nieuwsbrief|app|mail|e-?mail|cursus|training|vca|les|opleiding|sport|evenement|feest|uitje)\b)`;
const ABSENT = [
  new RegExp(String.raw`\b${CANNOT_COME}\b`, "g"),
  // "ik kom vandaag niet", not "ik kom niet door het poortje" nor "ik kom er niet uit".
  new RegExp(
    String.raw`\bik\s+kom\s+(?:${WHEN}\s+)?(?:helaas\s+)?niet(?=\s*(?:$|[,.!]|(?:want|omdat|werken|${WHEN})\b))`,
    "g",
  ),
  new RegExp(
    String.raw`\b(?:ik\s+)?ben\s+(?:er\s+)?(?:${WHEN}\s+)?(?:helaas\s+)?niet\s+(?:op\s+(?:mijn\s+|het\s+)?werk|aanwezig)\b`,
    "g",
  ),
  // "afmelden", "ik wil me afmelden voor morgen", "ik meld me af voor mijn dienst"; not for
  // a newsletter or a course.
  /^\s*(?:me\s+)?afmelden(?:\s+voor\s+(?:vandaag|morgen))?[\s.!]*$/g,
  new RegExp(
    String.raw`\b(?:ik wil|wil|ik moet|moet|ik|ik ga|ga)\s+(?:me|mij)\s+(?:graag\s+|even\s+|hierbij\s+)?(?:${WHEN}\s+)?afmelden\b${NOT_SHIFT}`,
    "g",
  ),
  new RegExp(String.raw`\bik\s+meld\s+(?:me|mij)\s+(?:hierbij\s+)?(?:${WHEN}\s+)?af\b${NOT_SHIFT}`, "g"),
  new RegExp(String.raw`\bafmelden\s+voor\s+(?:${WHEN}|(?:mijn\s+|de\s+)?(?:dienst|shift|werk)\w*)\b`, "g"),
];
const ASKS = /\?|\b(?:hoe|wat|waar|wanneer|welke|wie|moet ik|kan ik|mag ik|laat ik)\b/;
const RECOVERED = [
  /\b(?:ik\s+)?ben\s+(?:weer\s+)?(?:beter|hersteld|fit)\b(?!\s+(?:geweest|af|dan|als)\b)/g,
  /\b(?:ik\s+)?meld\s+me\s+(?:hierbij\s+)?(?:weer\s+)?beter\b/g,
  /\bweer\s+(?:aan\s+het\s+werk|beter)\b/g,
];

/** What a message tells HR about coming to work, if it is such news and asks nothing else (see above). */
export function reportsAbsence(message: string): "absent" | "recovered" | null {
  if (reportsSick(message)) return null;
  const text = plain(message);
  // Better again and asking how to report it: the FAQ on betermelden answers that (and
  // HR still hears of it, see reportsRecovery).
  if (said(text, RECOVERED)) return ASKS.test(text) ? null : "recovered";
  return said(text, ABSENT) || saidAbroad(reportText(message, false), ABSENT_ABROAD) ? "absent" : null;
}

/**
 * Whether the employee says they are better again, whatever else the message asks ("ben
 * weer fit, hoe geef ik dat door"): the question is answered, and HR must hear of the
 * recovery all the same, as of a sick report.
 */
export function reportsRecovery(message: string): boolean {
  return !reportsSick(message) && said(plain(message), RECOVERED);
}

const plain = (message: string) => reportText(message);

/** Whether one of `patterns` is said as news, not inside a rule asked about. */
function said(text: string, patterns: RegExp[]): boolean {
  return patterns.some((re) =>
    [...text.matchAll(re)].some((m) => {
      const before = text.slice(0, m.index);
      // "als ik niet kan komen", "hoe meld ik me beter", "kan ik me afmelden voor morgen?": a rule, asked.
      return (
        !CONDITION.test(before) &&
        !/\b(?:hoe|wat|wanneer|moet|mag)\b[^.!?]*$/.test(before) &&
        !/(?:^|[.!?,;]\s*)(?:kan|kun|mag|moet)(?: ik\b[^.!?,;]*)?\s*$/.test(before)
      );
    }),
  );
}
