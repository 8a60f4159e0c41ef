import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Db } from "../server/db/connect.ts";
import { splitQuestions } from "../server/knowledge/answer/split-questions.ts";
import { type AnswerModels, composeReply } from "../server/whatsapp/assistant/compose-reply.ts";
import { leansOn } from "../server/whatsapp/assistant/leans-on.ts";
import { recogniseOwnWork } from "../server/whatsapp/assistant/own-work/recognise-own-work.ts";
import { toPerson } from "../server/whatsapp/assistant/to-person.ts";
import type { Verdict } from "./judge.ts";
import { chosenOf, judgeWithChoice } from "./judge-with-choice.ts";

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "data", "conversations.json");

const conversation = z.object({
  id: z.string(),
  kind: z.enum(["small_talk", "human", "not_human", "follow_up", "not_small_talk", "still_stuck"]),
  split: z.enum(["train", "heldout"]),
  messages: z.array(z.string().min(1).max(1000)).min(1).max(5),
  expect: z.union([
    z.object({ reply: z.literal("in_kind") }),
    z.object({ handover: z.literal(true) }),
    z.object({ faq: z.string() }),
  ]),
});
export type Conversation = z.infer<typeof conversation>;
export type ConversationResult = { c: Conversation; verdict: Verdict | "chosen"; offered: boolean; chose: string };

/** The conversations in eval/data/conversations.json: an employee's last message, judged with those before it. */
export function loadConversations(): Conversation[] {
  return fs.existsSync(file) ? z.array(conversation).parse(JSON.parse(fs.readFileSync(file, "utf8"))) : [];
}

/**
 * The last message of a conversation through the WhatsApp job's order: a request for a
 * person first, then the own-work lookup (an evaluation employee has no record, so a
 * question it takes is handed over: right only where a hand-over is expected), then
 * composeReply with the message before as context. Thanks and the like are right when
 * answered in kind (nothing looked up, nothing handed over); a real question answered in
 * kind is wrong, since nobody answers it.
 */
export async function answerConversation(
  org: { db: Db; organizationId: string },
  models: AnswerModels,
  c: Conversation,
): Promise<ConversationResult> {
  const last = c.messages[c.messages.length - 1];
  const before = leansOn(last, c.messages.at(-2));
  const expect = c.expect;
  if (!toPerson(last) && splitQuestions(last).some((part) => recogniseOwnWork(part)))
    return { c, verdict: "handover" in expect ? "right" : "wrong", offered: false, chose: "own-work" };
  const context = { id: org.organizationId, customInstructions: "" };
  const reply = await composeReply(org.db, models, context, last, null, { before });
  const inKind = reply.parts.length === 0 && !reply.handover;
  const chose = inKind
    ? "in kind"
    : reply.handover && reply.parts.length === 0
      ? "to a person"
      : reply.offered.length
        ? `choices: ${reply.offered.map((o) => o.label).join(" / ")}`
        : chosenOf(reply.parts);
  if ("reply" in expect)
    return {
      c,
      verdict: inKind ? "right" : reply.handover ? "handover" : "wrong",
      offered: reply.offered.length > 0,
      chose,
    };
  if ("handover" in expect) return { c, verdict: reply.handover ? "right" : "wrong", offered: false, chose };
  if (inKind) return { c, verdict: "wrong", offered: false, chose };
  const q = { expect };
  const played = await judgeWithChoice(q, reply, last, (question, choice) =>
    composeReply(org.db, models, context, question, null, { choice }),
  );
  return {
    c,
    verdict: played.verdict,
    offered: reply.offered.length > 0,
    chose: reply.offered.length ? chosenOf(played.parts) : chose,
  };
}
