import { splitQuestions } from "../../../knowledge/answer/split-questions.ts";
import { normaliseChat } from "./normalise-chat.ts";
import { recogniseOwnWork, WHEN } from "./recognise-own-work.ts";

const AND = "(en |ook |en ook |of )?";
// Another day after a shift answer: "en op 28-3?", "en zaterdag?", "ook volgende week?", and
// as people name one further off: "en volgende week dinsdag", "en donderdag over een week?".
const ANOTHER_DAY = new RegExp(
  `^${AND}(op |voor )?${WHEN.source}( ${WHEN.source})?( over (een|1|twee|2) (week|weken))?( dan| ook)?$`,
);
// The week after the one just asked about: "en die week erna?", "de week daarna".
const WEEK_AFTER = new RegExp(`^${AND}(die |de )?week (erna|daarna|erop)( dan| ook)?$`);
// A detail of the shifts just asked about, which the shift answer itself gives (times, job,
// client and place where the organisation shares them): "welke klant is dat", "tot hoe laat".
const DETAIL =
  /^(en )?(welke klant|bij welke klant|voor welke klant|welk bedrijf|bij wie|waar is dat|waar zit dat|waar moet ik (dan )?(zijn|heen)|wat voor werk|welk werk|welk adres|tot hoe laat|hoe laat (ben ik klaar|ben ik vrij|eindig ik|stop ik|begin ik dan|moet ik er zijn))( is dat| dan| daar)?$/;

/** One question of a message as shown to the employee (`shown`) and as looked up (`asked`). */
export type ShiftReading = { shown: string; asked: string };

/**
 * The message's questions, with a short follow-up to a question about one's own shifts read
 * as one: the question before it in the message, or in the employee's previous messages
 * (`before`, oldest first), themselves perhaps follow-ups ("en volgende week?" after "welke
 * klant is dat" after "wanneer moet ik morgen werken"). Another day is asked as a shift
 * question for that day; a detail is the same question again, so within one message it is
 * left out (the answer to the question it follows gives it). Other questions stay as they are.
 */
export function shiftFollowUps(message: string, before: readonly string[] = []): ShiftReading[] {
  let earlier: string | undefined;
  for (const q of before.flatMap((m) => splitQuestions(m))) earlier = readAsShifts(q, earlier)?.asked ?? earlier;
  const readings: ShiftReading[] = [];
  for (const [i, q] of splitQuestions(message).entries()) {
    const reading = readAsShifts(q, earlier);
    // A detail within the message is answered by the question it follows.
    if (reading?.detail && i > 0) continue;
    readings.push({ shown: q, asked: reading?.asked ?? q });
    earlier = reading?.asked ?? earlier;
  }
  return readings;
}

/** A shift question as asked, or a follow-up to `earlier` (a shift question) read with it; else null. */
function readAsShifts(q: string, earlier: string | undefined): { asked: string; detail?: true } | null {
  if (recogniseOwnWork(q)?.kind === "shifts") return { asked: q };
  if (!earlier) return null;
  const t = normaliseChat(q);
  if (ANOTHER_DAY.test(t)) return { asked: `wanneer moet ik werken ${t}` };
  // Read as the question it follows, a week on (resolveShiftRange reads "de week erna").
  if (WEEK_AFTER.test(t)) return { asked: `${normaliseChat(earlier)} de week erna` };
  return DETAIL.test(t) ? { asked: earlier, detail: true } : null;
}

/** Whether `message` is a short follow-up to the shift question `earlier` ("welke klant is dat", "en op 10-12?"). */
export function followsUpOnShifts(message: string, earlier: string): boolean {
  const [first] = shiftFollowUps(message, [earlier]);
  return first !== undefined && first.asked !== first.shown;
}
