import { sql } from "kysely";
import type { Db } from "../../db/connect.ts";
import { enqueueJob } from "../../jobs/enqueue-job.ts";
import { wakeWorkerIn } from "../../jobs/wake-worker.ts";
import { type AssistantDeps, answerMessage } from "./answer-message.ts";
import { confidentlyAnswered } from "./confidently-answered.ts";
import { FLOOD_LIMIT } from "./is-flooding.ts";
import { isFragment } from "./is-fragment.ts";
import { type MessageReads, messageReads } from "./message-reads.ts";
import { removeFromOutbox } from "./remove-from-outbox.ts";

/**
 * How long the assistant waits after a piece of a message ("hoi", "ik heb een vraag", "over
 * mijn") for the rest: people type on WhatsApp in bursts a second or two apart, and a reply to
 * each piece gave ten replies (and hand-overs) for one question.
 */
export const QUIET_MS = 5_000;

type Waiting = { id: string; body: string; createdAt: Date; answered: boolean; plain: boolean };

/**
 * The answer_whatsapp_message job, run under its conversation's lock: answers the
 * conversation's waiting messages up to and including this one, oldest first, so replies
 * keep the order of the questions even when worker slots take their jobs out of order. A
 * job whose message an earlier job already answered does nothing.
 *
 * Messages typed in pieces are answered as one: a piece (see isFragment) joins the messages
 * after it, and the joined text is answered once, as a reply to its last message. Pieces with
 * nothing after them yet wait until QUIET_MS after the last one (a job scheduled for then),
 * unless a newer message's job will take them along. A message already replied to (a run that
 * died after its reply) ends its group, so a rerun joins exactly as the first run did.
 */
export async function answerInOrder(deps: AssistantDeps, conversationId: string, messageId: string): Promise<void> {
  const { waiting, joinable, organizationId, newestId, now } = await waitingUpTo(deps.db, conversationId, messageId);
  // What the pieces check reads (the agent, the knowledge, a ranking) their answer reuses; each
  // message answered starts afresh, so staff's edits meanwhile apply to the next one.
  let reads = messageReads(deps.db, organizationId);
  const answerGroup = async (group: Waiting[], waitedOut: boolean) => {
    await answerGroupWith(deps, conversationId, group, waitedOut, reads);
    reads = messageReads(deps.db, organizationId);
  };
  const answers = (text: string) => confidentlyAnswered(reads, text, deps.embedder?.model);
  let pieces: Waiting[] = [];
  for (const message of waiting) {
    // A photo or voice note is read on its own; pieces before it had nothing more after them.
    if (!message.plain) {
      if (pieces.length) await answerGroup(pieces, true);
      await answerGroup([message], false);
      pieces = [];
      continue;
    }
    pieces.push(message);
    const joined = pieces.map((p) => p.body).join(" ");
    // More pieces than the flood limit came within seconds of each other: is-flooding.ts takes over.
    const piece =
      joinable &&
      !message.answered &&
      pieces.length <= FLOOD_LIMIT &&
      (await isFragment(joined, message.body, { first: pieces.length === 1, answers }));
    if (piece) continue;
    await answerGroup(pieces, false);
    pieces = [];
  }
  if (!pieces.length) return;
  const last = pieces[pieces.length - 1];
  // A newer message's job takes these pieces along.
  if (last.id !== newestId) return;
  const quietAt = last.createdAt.getTime() + QUIET_MS;
  if (now.getTime() < quietAt) {
    await enqueueJob(
      deps.db,
      "answer_whatsapp_message",
      { messageId: last.id, conversationId },
      { runAt: new Date(quietAt) },
    );
    wakeWorkerIn(quietAt - now.getTime());
    return;
  }
  await answerGroup(pieces, true);
}

async function answerGroupWith(
  deps: AssistantDeps,
  conversationId: string,
  group: Waiting[],
  waitedOut: boolean,
  reads: MessageReads,
) {
  const last = group[group.length - 1];
  const burst =
    group.length > 1 || waitedOut
      ? { text: group.map((p) => p.body).join(" "), since: group[0].createdAt, waitedOut }
      : undefined;
  await answerMessage(deps, last.id, burst, { reads, answered: last.answered });
  await removeFromOutbox(
    deps.db,
    conversationId,
    group.map((p) => p.id),
  );
}

async function waitingUpTo(db: Db, conversationId: string, messageId: string) {
  const rows = await db
    .selectFrom("system.assistant_outbox as o")
    .innerJoin("whatsapp_messages as m", "m.id", "o.message_id")
    .select([
      "o.message_id",
      "m.message_body",
      "m.created_at",
      "m.organization_id",
      sql<boolean>`m.attachments is null and m.direction = 'inbound'`.as("plain"),
      sql<boolean>`exists (select 1 from whatsapp_messages r where r.reply_to = m.id)`.as("answered"),
    ])
    .where("o.conversation_id", "=", conversationId)
    .where("o.seq", "<=", (eb) =>
      eb.selectFrom("system.assistant_outbox").select("seq").where("message_id", "=", messageId),
    )
    .orderBy("o.seq")
    .execute();
  // Pieces are joined only while the assistant answers freely: not while staff have the
  // conversation, choices wait for a number, or verification waits for an answer.
  const state = await db
    .selectFrom("conversations as c")
    .select([
      sql<boolean>`c.handled_by is distinct from 'human' and c.offered_choices is null and c.pending_question is null`.as(
        "joinable",
      ),
      sql<string | null>`(select n.id from whatsapp_messages n where n.conversation_id = c.id
        and n.direction = 'inbound' order by n.created_at desc, n.id desc limit 1)`.as("newest"),
      sql<Date>`clock_timestamp()`.as("now"),
    ])
    .where("c.id", "=", conversationId)
    .executeTakeFirst();
  return {
    waiting: rows.map((r) => ({
      id: r.message_id,
      body: r.message_body,
      createdAt: r.created_at,
      answered: r.answered,
      plain: r.plain,
    })),
    joinable: !!state?.joinable,
    organizationId: rows[0]?.organization_id ?? "",
    newestId: state?.newest ?? null,
    now: new Date(state?.now ?? Date.now()),
  };
}
