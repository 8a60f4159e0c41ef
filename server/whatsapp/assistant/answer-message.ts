import { sql } from "kysely";
import { nl } from "../../../common/i18n/nl.ts";
import { employeeFacingName } from "../../../common/organizations/employee-facing-name.ts";
import { nextOpening } from "../../../common/time/hr-hours.ts";
import { agentCan } from "../../agents/agent-can.ts";
import { disclosureFor } from "../../agents/disclosure-for.ts";
import { gateForAgent } from "../../agents/gate-for-agent.ts";
import type { Embedder } from "../../integrations/embeddings/create-embedder.ts";
import type { Llm } from "../../integrations/llm/create-llm.ts";
import { REPLY_BUDGET_MS, withReplyBudget } from "../../integrations/reply-budget.ts";
import { splitQuestions } from "../../knowledge/answer/split-questions.ts";
import { type DeliveryDeps, deliverMessage } from "../delivery/deliver-message.ts";
import { showTyping } from "../delivery/show-typing.ts";
import { askUnfinished } from "./ask-unfinished.ts";
import { attachmentReply } from "./attachment-reply.ts";
import { confidentlyAnswered } from "./confidently-answered.ts";
import { readConversationSoFar } from "./conversation-so-far.ts";
import { earlierBurst } from "./earlier-burst.ts";
import { earlierWords } from "./earlier-words.ts";
import { gateReply } from "./gate-reply.ts";
import { isFlooding } from "./is-flooding.ts";
import { lastSentAwaitsHr } from "./last-sent-awaits-hr.ts";
import { type MessageReads, messageReads } from "./message-reads.ts";
import { namesAttachment } from "./names-attachment.ts";
import { offeredChoices, readReplyToChoices } from "./offered-choices.ts";
import { optOutReply } from "./opt-out.ts";
import { ownWorkIntents } from "./own-work/own-work-intents.ts";
import { passToStaff } from "./pass-to-staff.ts";
import { privacyNotice } from "./privacy-notice.ts";
import { recoveryReply } from "./recovery-reply.ts";
import { repeatsAttachmentNotice } from "./repeats-attachment-notice.ts";
import { replyBehindGate } from "./reply-behind-gate.ts";
import { reportsRecovery } from "./reports-absence.ts";
import { reportsSick } from "./reports-sick.ts";
import { sickReply } from "./sick-reply.ts";
import { storeReply } from "./store-reply.ts";
import { toPerson } from "./to-person.ts";
import type { GateResult } from "./verification-gate.ts";
import { verifyAndForget } from "./verify-and-forget.ts";
import { whileAwaitingHr } from "./while-awaiting-hr.ts";

export type AssistantDeps = DeliveryDeps & { llm: Llm | null; embedder: Embedder | null };
/** Pieces of one message typed apart (answerInOrder): their text, when the first came, and whether they stopped short. */
export type Burst = { text: string; since: Date; waitedOut: boolean };

/**
 * Answers one inbound message. Step 1 (once, in a transaction): compose the reply and
 * store it as pending, unique per inbound message. Step 2: send it through Twilio and
 * record the sid. A second run skips step 1, and step 2 first looks on Twilio for a
 * message an earlier run may have sent before a crash: one inbound message, one reply, ever.
 * `known`, from the caller (answerInOrder, under the conversation's lock): `reads`, what
 * answering it reads about the organisation, each once (messageReads), where it already read
 * some of it to decide the message was complete; `answered`, whether a reply is stored for it.
 */
export async function answerMessage(
  deps: AssistantDeps,
  messageId: string,
  burst?: Burst,
  known: { reads?: MessageReads; answered?: boolean } = {},
): Promise<void> {
  const { db } = deps;
  const inbound = await db
    .selectFrom("whatsapp_messages as m")
    .innerJoin("conversations as c", "c.id", "m.conversation_id")
    .innerJoin("organizations as o", "o.id", "m.organization_id")
    .leftJoin("employees as e", (j) =>
      j.onRef("e.id", "=", "c.employee_id").onRef("e.organization_id", "=", "c.organization_id"),
    )
    .select([
      "e.first_name as employee_first_name",
      "e.last_name as employee_last_name",
      "c.profile_name",
      "m.id",
      "m.message_sid",
      "m.message_body",
      "m.attachments",
      "m.quoted_sid",
      "m.direction",
      "m.created_at",
      "m.organization_id",
      "c.id as conversation_id",
      "c.customer_phone",
      "c.handled_by",
      "c.is_test",
      "c.ai_disclosed_at",
      "c.employee_id",
      "c.verified_until",
      "c.pending_question",
      "c.verification_attempts",
      "c.verification_locked_until",
      "c.verification_lockouts",
      "c.opted_out_at",
      "c.offered_choices",
      "o.verification_required",
      "o.verification_methods",
      "o.name as org_name",
      "o.display_name as org_display_name",
      "o.custom_instructions",
      "o.chatbot_data_access",
      "o.hr_hours",
      "o.privacy_statement_url",
    ])
    .where("m.id", "=", messageId)
    .executeTakeFirst();
  if (inbound?.direction !== "inbound") return;
  // Pieces typed apart are read as the one message they are; earlier words come from before the first.
  if (burst) inbound.message_body = burst.text;
  const asked = burst ? { ...inbound, created_at: burst.since } : inbound;

  // Looked up unless the caller just read that there is none (only this job's own answer stores one).
  let reply =
    known.answered === false
      ? undefined
      : await db.selectFrom("whatsapp_messages").selectAll().where("reply_to", "=", messageId).executeTakeFirst();
  // A reply stored by an earlier run may have reached Twilio before that run died.
  const mayHaveSent = !!reply;
  if (!reply) {
    // Staff handle this conversation: the assistant stays silent and staff hear of it.
    if (inbound.handled_by === "human") return passToStaff(db, inbound);
    // A voice note, photo or file without words: the assistant cannot read it, so it asks for
    // the question in words; no verification attempt counts and choices offered stay open.
    // So do words that only say what the file is ("zie foto", "hierbij mn ziekbriefje") and
    // that nothing answers for sure: not choices, nor a hand-over of a file HR never gets.
    const reads = known.reads ?? messageReads(db, inbound.organization_id);
    const attachmentOnly =
      !!inbound.attachments?.length &&
      (!inbound.message_body.trim() ||
        (namesAttachment(inbound.message_body) &&
          !(await confidentlyAnswered(reads, inbound.message_body, deps.embedder?.model))));
    // The next photo of an album already answered, or a voice note while the voice-notes hand-over
    // waits for HR: no second notice (nothing else to say; staff see the message in the inbox).
    if (attachmentOnly && (await repeatsAttachmentNotice(db, inbound.conversation_id, inbound.attachments))) return;
    // The employee sees their message read and the assistant typing while the reply is composed.
    const typing =
      inbound.message_sid && !inbound.is_test
        ? showTyping(deps, inbound.organization_id, inbound.message_sid)
        : Promise.resolve();
    // The agent answering now (null: the default assistant); the reply records it and its version.
    const agent = await reads.agent();
    // Whether a hand-over waits for HR: read once, when a reply first depends on it.
    let awaiting: Promise<boolean> | undefined;
    const awaits = () => {
      awaiting ??= lastSentAwaitsHr(db, inbound.conversation_id);
      return awaiting;
    };
    // A flood of messages (a script, a stuck phone): one notice, then the conversation is
    // staff's, so no further message costs a reply. The simulator is a colleague testing.
    const flooded = !inbound.is_test && (await isFlooding(db, inbound.conversation_id, inbound.created_at));
    // STOP / START: what the organisation starts (templates) stops or may reach them again.
    const optOut = optOutReply(inbound.message_body, inbound.opted_out_at);
    // A reply to the choices offered last: a pick or 'nee' settles the question they were
    // offered for; anything else is a new question (and the choices lapse).
    const { question, choice, unclear } = attachmentOnly
      ? { question: "" }
      : readReplyToChoices(inbound, inbound.message_body);
    // A request for a person or word that the answer did not help ("kan iemand me bellen over
    // mn rooster"): no verification, no own-work lookup; composeReply hands it over.
    const toHuman = !choice && !unclear && toPerson(question);
    // With verification on, a question about one's work waits as personal only when the
    // assistant will look it up in the asker's own rows; otherwise the FAQ answers everyone alike.
    const ownWork =
      inbound.verification_required &&
      !toHuman &&
      !choice &&
      agentCan(agent, "own_shifts") &&
      (await ownWorkIntents(reads, splitQuestions(question))).some(Boolean);
    const e = nl.explanation;
    const gate: GateResult = flooded
      ? gateReply(nl.assistant.flooded, e.flooded, true)
      : optOut
        ? optOut
        : attachmentOnly
          ? await attachmentReply(db, inbound, inbound.attachments ?? [])
          : unclear
            ? gateReply(nl.assistant.choiceUnclear(unclear), e.choiceUnclear)
            : toHuman
              ? { kind: "open", question, update: { pending_question: null } }
              : inbound.verification_required
                ? gateForAgent(
                    await verifyAndForget(
                      db,
                      { methods: inbound.verification_methods, ownWork },
                      { ...inbound, id: inbound.conversation_id },
                      question,
                      messageId,
                    ),
                    agent,
                  )
                : { kind: "open", question };
    // A follow-up ("en hoe vraag ik die aan?") leans on the message it quotes, or the one before it if recent.
    // The conversation so far is read once, here, for that and for a shift follow-up ("en morgen?").
    const soFar =
      gate.kind === "open" && !choice && gate.question === inbound.message_body
        ? await readConversationSoFar(db, asked)
        : undefined;
    const before =
      soFar &&
      (burst && !inbound.quoted_sid
        ? earlierBurst(soFar, inbound.message_body)
        : earlierWords(soFar, inbound.message_body));
    // An employee reporting ill gets the procedure, and staff hear of it whatever the reply.
    const sick = gate.kind === "open" && !choice && reportsSick(gate.question);
    // Better again: answered as asked, and staff hear of it as of a sick report.
    const recovering = gate.kind === "open" && !choice && !toHuman && reportsRecovery(gate.question);
    const org = { id: inbound.organization_id, customInstructions: inbound.custom_instructions };
    // Every model call of this reply shares one budget: a slow model costs the employee at
    // most that, and then the reply is what it would be without a model.
    const { behind, composed } = await withReplyBudget(deps.llm?.replyBudgetMs ?? REPLY_BUDGET_MS, async () => {
      const behind = await replyBehindGate(deps, asked, gate, agent, { choice, before, soFar, toHuman, reads });
      const composed =
        sick && !toHuman
          ? await sickReply(deps, org, agent, behind.composed, inbound.is_test, inbound.message_body, reads)
          : recovering
            ? recoveryReply(behind.composed, inbound.is_test)
            : // Pieces left unfinished are asked for the question, unless a hand-over already waits for HR.
              burst?.waitedOut &&
                gate.kind === "open" &&
                !toHuman &&
                !(await whileAwaitingHr(awaits, behind.composed, agent))
              ? askUnfinished(behind.composed)
              : behind.composed;
      return { behind, composed };
    });
    const update = behind.update;
    // Choices offered now wait for the next message; any other reply but 'which one?' ends them.
    const offered =
      gate.kind === "open" && composed.offered.length
        ? sql`${JSON.stringify(offeredChoices(choicesFor(composed) ?? gate.question, composed.offered))}::text::jsonb`
        : inbound.offered_choices !== null && !unclear && !attachmentOnly
          ? null
          : undefined;
    // Words with a photo or file: they are answered, and the employee hears the file was not read.
    const prefix = [
      inbound.attachments?.length && !attachmentOnly ? nl.assistant.attachmentNotRead : null,
      gate.kind === "open" ? gate.prefix : null,
    ].filter(Boolean);
    // While a hand-over waits for HR: "HR has it", not "how can I help" or the same notice again.
    const waiting = gate.kind === "open" ? await whileAwaitingHr(awaits, composed, agent) : null;
    // Handed over outside HR's hours: the employee hears when a colleague will look (once).
    const away = composed.handover && !waiting ? nextOpening(inbound.hr_hours, new Date()) : null;
    const suffix = away ? [nl.assistant.hrAway(away.when, nl.hrHours.weekdays[away.weekday - 1], away.time)] : [];
    const answer = [...prefix, waiting?.body ?? composed.body, ...suffix].join("\n\n");
    // AI Act art. 50: the first reply says this is an AI assistant and how to reach a person;
    // the AVG: where the privacy statement is, and how to stop the organisation's messages.
    const opening = [
      disclosureFor(employeeFacingName({ name: inbound.org_name, display_name: inbound.org_display_name }), agent),
      privacyNotice(inbound.privacy_statement_url, inbound.message_body),
    ].filter(Boolean);
    const body = inbound.ai_disclosed_at ? answer : `${opening.join("\n")}\n\n${answer}`;
    const lockedOut = gate.kind === "reply" && !!gate.lockedOut;
    const explanation = waiting?.explanation ?? composed.explanation;
    const toStore = { body, composed, explanation, agent, update, offered, flooded, sick, recovering, lockedOut };
    const stored = await storeReply(db, inbound, messageId, toStore);
    // An indicator that reached WhatsApp after the reply would show "typt…" once more.
    await typing;
    // A colleague took the conversation over while this was composed: it is theirs to answer.
    if (!stored) return;
    reply = stored;
  }
  await deliverMessage(deps, reply, inbound, mayHaveSent);
}

/** The question of several that choices were offered for (undefined: the message itself). */
const choicesFor = (composed: object) => ("choicesFor" in composed ? (composed.choicesFor as string) : undefined);
