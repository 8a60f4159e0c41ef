import { nl } from "../../../common/i18n/nl.ts";
import type { Db } from "../../db/connect.ts";
import { isPersonalQuestion } from "./is-personal-question.ts";
import { followsUpOnShifts } from "./own-work/shift-follow-ups.ts";
import { smallTalkOf } from "./small-talk.ts";

// How long a successful verification holds, and how many wrong answers end the attempt.
export const VERIFIED_FOR_MS = 30 * 60_000;
const MAX_ATTEMPTS = 3;
/**
 * How long verifying stays locked after each round of wrong answers: longer every round and
 * never back to the start until the employee succeeds, so guessing an employee number by
 * asking again and again takes days, not minutes.
 */
export const LOCKOUT_MS = [15 * 60_000, 60 * 60_000, 24 * 60 * 60_000];

export type ConversationState = {
  id: string;
  organization_id: string;
  employee_id: string | null;
  verified_until: Date | null;
  pending_question: string | null;
  verification_attempts: number;
  verification_locked_until: Date | null;
  verification_lockouts: number;
};

// The conversation state a gate's reply changes (STOP/START change opted_out_at too).
type StateUpdate = Partial<
  Pick<
    ConversationState & { opted_out_at: Date | null },
    | "verified_until"
    | "pending_question"
    | "verification_attempts"
    | "verification_locked_until"
    | "verification_lockouts"
    | "opted_out_at"
  >
>;

/**
 * `lockedOut`: this reply locks verification, which staff hear about every time (not once).
 * `note`: why the assistant said this instead of searching, for staff (default: verification).
 * `detailGiven`: the message was an answer to the verification question (right or wrong): it
 * holds an e-mail address or employee number, perhaps a colleague's, which is not kept.
 */
type GateReply = {
  kind: "reply";
  body: string;
  handover: boolean;
  update: StateUpdate;
  lockedOut?: boolean;
  note?: string;
  detailGiven?: boolean;
};

export type GateResult =
  /**
   * Answer this question as usual; when the answer turns out to be an FAQ marked
   * 'verificatie vereist', say `verifyFirst` instead (the answer decides, so the question
   * is looked up once).
   */
  | {
      kind: "open";
      question: string;
      prefix?: string;
      update?: StateUpdate;
      verifyFirst?: GateReply;
      detailGiven?: boolean;
    }
  /** Say this instead of answering. */
  | GateReply;

// A sentence that hands over the detail asked for ("mijn personeelsnummer is 1006", "mail:
// jan@b.nl"), not a new question: it names the detail and holds a number or an address
// ("wat is mijn personeelsnummer?" holds neither, and is a question).
const NAMES_DETAIL =
  /\b(?:personeels|medewerkers|werknemers)nummer\b|\bpers\.?\s?nr\b|\b(?:mijn|mn|me)\s+(?:nummer|e-?mail(?:adres)?|mailadres|mail)\b/i;
const givesDetail = (message: string) => NAMES_DETAIL.test(message) && /\d/.test(message);

const matches = (given: string, known: string | null, caseless: boolean) =>
  Boolean(known) && (caseless ? given.toLowerCase() === known?.trim().toLowerCase() : given === known?.trim());

/**
 * With verification on, personal questions (and FAQs marked 'verificatie vereist') wait
 * until the employee proves who they are with a detail HR has on record (e-mail address,
 * employee number). Nothing personal is revealed before. The caller stores `update` in the
 * same transaction as the reply, so a retried job sees the state its reply left.
 */
export async function verificationGate(
  db: Db,
  /** `ownWork`: whether the message asks something the assistant looks up in the asker's own work (ownWorkIntents). */
  settings: { methods: string[]; ownWork?: boolean },
  conversation: ConversationState,
  question: string,
  now = new Date(),
): Promise<GateResult> {
  const verified = conversation.verified_until !== null && conversation.verified_until > now;
  if (verified) return { kind: "open", question };
  const locked = conversation.verification_locked_until !== null && conversation.verification_locked_until > now;
  if (locked) {
    // Nothing said now counts as an answer or starts a new round; general questions still get answers.
    const refuse: GateReply = { kind: "reply", body: nl.assistant.verifyLocked, handover: true, update: {} };
    return isPersonalQuestion(question, settings.ownWork) ? refuse : { kind: "open", question, verifyFirst: refuse };
  }
  const employee = conversation.employee_id
    ? await db
        .selectFrom("employees")
        .select(["email", "employee_number"])
        .where("id", "=", conversation.employee_id)
        .where("organization_id", "=", conversation.organization_id)
        .executeTakeFirst()
    : undefined;

  // Only the details HR has for this employee can be checked, so only those are asked for.
  const details: Record<string, string | null | undefined> = {
    email: employee?.email,
    employee_number: employee?.employee_number,
  };
  const onRecord = settings.methods.filter((m) => !!details[m]?.trim());
  const askFor = nl.assistant.verifyAsk(
    onRecord
      .map((m) => nl.assistant.verifyMethod[m])
      .filter(Boolean)
      .join(" of ") || nl.assistant.verifyMethod.email,
  );
  const given = question.trim();
  // A sentence is no e-mail address or employee number but a new message ("laat maar, hoe
  // meld ik me ziek?"): the waiting question lapses and this one passes the gate afresh,
  // unless it says it gives the detail ("mijn personeelsnummer is 1006").
  // A follow-up to the waiting shift question ("welke klant is dat") is still about it.
  const followsUp = conversation.pending_question !== null && followsUpOnShifts(given, conversation.pending_question);
  const lapses =
    conversation.pending_question !== null &&
    given.split(/\s+/).length >= 3 &&
    !given.includes("@") &&
    !givesDetail(given) &&
    !followsUp;
  if (conversation.pending_question && !lapses) {
    // A message Twilio could not pass on (no text, no file) is no detail given: ask for it in words.
    if (!given)
      return {
        kind: "reply",
        body: nl.assistant.unreadable,
        handover: false,
        update: {},
        note: nl.explanation.unreadable,
      };
    // "ok", "momentje" or thanks while looking the detail up is no wrong answer: ask again.
    // A lone number is, here, the employee number asked for.
    const talk = smallTalkOf(given);
    if ((talk && talk !== "number") || followsUp) return { kind: "reply", body: askFor, handover: false, update: {} };
    // The whole message, or its one word that could be the detail when it comes in a
    // sentence. One: a message listing several numbers or addresses tries none of them, or
    // one attempt would guess many and the lockout would count for nothing.
    const detailWords = given
      .split(/\s+/)
      .map((w) => w.replace(/^[("'<]+|[)"'>.,:;!?]+$/g, ""))
      .filter((w) => /[\d@]/.test(w));
    const candidates = detailWords.length === 1 ? [given, detailWords[0]] : [given];
    const ok =
      employee &&
      candidates.some(
        (c) =>
          (onRecord.includes("email") && matches(c, employee.email, true)) ||
          (onRecord.includes("employee_number") && matches(c, employee.employee_number, false)),
      );
    if (ok) {
      return {
        kind: "open",
        question: conversation.pending_question,
        prefix: nl.assistant.verifyOk,
        detailGiven: true,
        update: {
          verified_until: new Date(now.getTime() + VERIFIED_FOR_MS),
          pending_question: null,
          verification_attempts: 0,
          verification_locked_until: null,
          verification_lockouts: 0,
        },
      };
    }
    const attempts = conversation.verification_attempts + 1;
    if (attempts >= MAX_ATTEMPTS) {
      const round = Math.min(conversation.verification_lockouts, LOCKOUT_MS.length - 1);
      return {
        kind: "reply",
        body: nl.assistant.verifyTooMany(nl.assistant.verifyLockWait[round]),
        handover: true,
        lockedOut: true,
        detailGiven: true,
        update: {
          pending_question: null,
          verification_attempts: 0,
          verification_lockouts: conversation.verification_lockouts + 1,
          verification_locked_until: new Date(now.getTime() + LOCKOUT_MS[round]),
        },
      };
    }
    return {
      kind: "reply",
      body: nl.assistant.verifyFailed,
      handover: false,
      detailGiven: true,
      update: { verification_attempts: attempts },
    };
  }

  // An employee with none of the details on record could only fail: HR takes the question.
  const ask: GateReply = !employee
    ? { kind: "reply", body: nl.assistant.verifyUnknownNumber, handover: true, update: {} }
    : onRecord.length === 0
      ? { kind: "reply", body: nl.assistant.verifyNoDetails, handover: true, update: {} }
      : {
          kind: "reply",
          body: askFor,
          handover: false,
          // Wrong answers so far still count: asking again is no fresh round.
          update: { pending_question: question },
        };
  const result: GateResult = isPersonalQuestion(question, settings.ownWork)
    ? ask
    : { kind: "open", question, verifyFirst: ask };
  return lapses ? { ...result, update: { pending_question: null, ...result.update } } : result;
}
