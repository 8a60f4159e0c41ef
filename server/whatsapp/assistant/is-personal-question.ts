import { splitQuestions } from "../../knowledge/answer/split-questions.ts";
import { recogniseOwnWork } from "./own-work/recognise-own-work.ts";

// Questions about the employee's own data (spec: salary, contract, leave, own data): the
// answer depends on who asks, so it waits for verification when the organisation wants it.
const TOPIC =
  "(salaris|loon|loonstrook|loonstroken|jaaropgave|contract|dienstverband|verlofsaldo|saldo|verlofuren|vakantiedagen|vakantiegeld|uren|gegevens|adres|iban|rekeningnummer|rooster|pensioen)";
const PERSONAL = new RegExp(
  `\\b(mijn|m'n|ik)\\b[^.?!]{0,40}\\b${TOPIC}\\b|\\b${TOPIC}\\b[^.?!]{0,20}\\b(ik|mijn|m'n)\\b|\\b(loonstrook|jaaropgave|verlofsaldo)\\b`,
  "i",
);

/**
 * Also a message with any question about one's own shifts or record: `ownWork` when the
 * caller knows whether the organisation looks such a question up (without Fleks the FAQ
 * answers it, the same for everyone), else as own-work/recognise-own-work.ts reads it.
 */
export function isPersonalQuestion(question: string, ownWork?: boolean): boolean {
  return PERSONAL.test(question) || (ownWork ?? splitQuestions(question).some((q) => recogniseOwnWork(q) !== null));
}
