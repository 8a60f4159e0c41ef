import { nl } from "../../../common/i18n/nl.ts";
import type { AnswerExplanation, MessageSource } from "../../../zero-schema.ts";
import type { ActiveAgent } from "../../agents/active-agent.ts";
import { agentCan } from "../../agents/agent-can.ts";
import { instructionsFor } from "../../agents/instructions-for.ts";
import type { Db } from "../../db/connect.ts";
import type { Embedder } from "../../integrations/embeddings/create-embedder.ts";
import type { Llm } from "../../integrations/llm/create-llm.ts";
import { answerChoice, type ChoiceMade } from "../../knowledge/answer/answer-choice.ts";
import { explain, messageSourceOf } from "../../knowledge/answer/explain-answer.ts";
import { type FoundAnswer, findAnswer, readingsOf } from "../../knowledge/answer/find-answer.ts";
import { refineWithLlm } from "../../knowledge/answer/with-llm.ts";
import type { Knowledge } from "../../knowledge/index/load-knowledge.ts";
import type { Candidate } from "../../knowledge/scoring/rank-candidates.ts";
import { questionVectors } from "../../knowledge/vectors/question-vectors.ts";
import { asksAboutOwnData } from "./asks-about-own-data.ts";
import { asksForHuman } from "./asks-for-human.ts";
import { asksSomething } from "./asks-something.ts";
import { choiceHeading } from "./choice-heading.ts";
import { choicesAt } from "./choices-at.ts";
import { agentKnowledge, type MessageReads } from "./message-reads.ts";
import { notHelped } from "./not-helped.ts";
import { recogniseOwnWork } from "./own-work/recognise-own-work.ts";
import { partBody } from "./part-body.ts";
import { partHeading } from "./part-heading.ts";
import { politeRemarkOf } from "./polite-remark.ts";
import { readsForeign } from "./reads-foreign.ts";
import { reportsAbsence } from "./reports-absence.ts";
import { type SmallTalk, smallTalkOf } from "./small-talk.ts";
import { soundsFrustrated } from "./sounds-frustrated.ts";
import { besideHealthNews, tellsHealth } from "./tells-health.ts";

type ComposeOptions = {
  choice?: ChoiceMade;
  withChoices?: boolean;
  before?: string;
  reads?: Pick<MessageReads, "knowledge">;
};

/** The optional models an answer may use; each is null when not configured. */
export type AnswerModels = { llm: Llm | null; embedder: Embedder | null };

export type ReplyPart = { found: FoundAnswer; body: string };
/** An FAQ or passage offered as a choice, with the label the employee saw. */
export type OfferedChoice = { kind: "faq" | "passage"; id: string; label: string };
export type ComposedReply = {
  body: string;
  confidence: number;
  sources: MessageSource[];
  handover: boolean;
  explanation: AnswerExplanation;
  parts: ReplyPart[];
  /** The choices this reply offers instead of an answer (empty when it answers or hands over). */
  offered: OfferedChoice[];
  /** The question the choices are for, when it is one of several the message asked (else the message). */
  choicesFor?: string;
};

/**
 * What the assistant answers an employee: for each question in the message the best FAQ
 * or document passage on one calibrated scale (FAQ verbatim in exact mode, rephrased by
 * the LLM in reformulate mode; a passage's best sentences with the document named), or
 * an honest hand-over to HR when nothing answers it confidently enough. Between the two, a
 * single question the assistant has likely candidates for gets them as numbered choices;
 * `choice` is the employee's reply to those (the question is then the one they were
 * offered for); `withChoices: false` never offers any (a part of a longer reply);
 * `before` is the employee's previous message, which a follow-up may lean on; `reads` are
 * the message's reads (messageReads), whose knowledge every part of one reply shares. The
 * active agent (null: the default assistant) decides what it may answer from and what a
 * hand-over says.
 */
export async function composeReply(
  db: Db,
  models: AnswerModels,
  org: { id: string; customInstructions: string },
  question: string,
  agent: ActiveAgent | null = null,
  options: ComposeOptions = {},
): Promise<ComposedReply> {
  const reply = await composeInDutch(db, models, org, question, agent, options);
  if (!readsForeign(question)) return reply;
  // A question in another language that went to HR: the employee also reads, in English,
  // that HR has it (the knowledge is Dutch, so such questions mostly go to HR).
  if (reply.handover && reply.sources.length === 0 && agentCan(agent, "handover"))
    return { ...reply, body: `${reply.body}\n\n${nl.assistant.handoverInEnglish}` };
  // Choices offered for it: they read how to pick one (or none), in English too.
  if (reply.offered.length)
    return { ...reply, body: `${reply.body}\n\n${nl.assistant.choicesInEnglish(agentCan(agent, "handover"))}` };
  return reply;
}

async function composeInDutch(
  db: Db,
  models: AnswerModels,
  org: { id: string; customInstructions: string },
  question: string,
  agent: ActiveAgent | null,
  { choice, withChoices = true, before, reads }: ComposeOptions,
): Promise<ComposedReply> {
  const { llm, embedder } = models;
  org = { ...org, customInstructions: instructionsFor(org.customInstructions, agent) };
  // The active agent's own hand-over message, where it has one, says what HR promises; an
  // agent without hand-over promises nothing (staff still see the conversation as unresolved).
  const toHr = (text: string) =>
    agentCan(agent, "handover") ? (agent?.handoverMessage ?? text) : nl.assistant.noHandoverHere;
  // Twilio sends a type it cannot pass on (a poll, a view-once photo) without text or media:
  // nothing to search with, and nothing for HR either.
  if (!choice && !question.trim()) return said(nl.assistant.unreadable, false, nl.explanation.unreadable);
  if (!choice && asksForHuman(question))
    return said(toHr(nl.assistant.handoverAsked), true, nl.explanation.askedForHuman);
  if (!choice && notHelped(question)) return said(toHr(nl.assistant.handoverNotHelped), true, nl.explanation.notHelped);
  // "kan morgen niet komen, mijn kind is ziek", "ben weer beter": news for HR, not a question.
  const news = choice ? null : reportsAbsence(question);
  if (news) return said(toHr(nl.assistant.absenceReply[news]), true, nl.explanation.absence[news]);
  // "welke gegevens hebben jullie van mij", "verwijder mijn gegevens": a legal request, for HR.
  const request = choice ? null : asksAboutOwnData(question);
  if (request) {
    const reply = said(nl.assistant.dataRequestReply[request], true, nl.explanation.dataRequest[request]);
    return { ...reply, explanation: { ...reply.explanation, dataRequest: request } };
  }
  const talk = choice ? null : smallTalkOf(question);
  if (talk) return said(nl.assistant.smallTalk[talk], false, nl.explanation.smallTalk);
  const { knowledge, wordRankings } = await (reads?.knowledge(embedder?.model) ??
    agentKnowledge(db, org.id, agent, embedder?.model));
  // The employee's own pick needs no model to confirm it.
  const searched = choice
    ? [answerChoice(knowledge, question, choice)]
    : await search(models, knowledge, question, before, wordRankings);
  if (typeof searched === "string") return said(nl.assistant.smallTalk[searched], false, nl.explanation.politeRemark);
  const found = searched;
  const explanation = explain(found);
  const at = withChoices && !choice ? choicesAt(found) : null;
  const offered = at ? at.choices.map(asChoice) : [];
  // Angry or fed up, and nothing answers for sure: an apology and a person, not "geen zeker
  // antwoord", nor a list of topics when they ask nothing to pick a topic for (the best
  // candidate is still shown to staff). "ben het zat …, kan ik ergens bezwaar maken" keeps its choices.
  if (
    found.length === 1 &&
    found[0].outcome !== "answer" &&
    agentCan(agent, "handover") &&
    soundsFrustrated(question) &&
    !(offered.length && asksSomething(question))
  ) {
    const body = agent?.handoverMessage ?? nl.assistant.handoverFrustrated;
    return {
      body,
      confidence: found[0].confidence,
      sources: [],
      handover: true,
      explanation: { ...explanation, note: nl.explanation.frustrated },
      parts: [{ found: found[0], body }],
      offered: [],
    };
  }
  const several = found.length > 1;
  // A part about the employee's health is never worded by the model (it would read it).
  const texts = await Promise.all(
    found.map((f, i) =>
      i === at?.index
        ? {
            body: nl.assistant.offerChoices(
              offered.map((o) => o.label),
              agentCan(agent, "handover"),
            ),
            worded: null,
          }
        : partBody(tellsHealth(f.question) ? null : llm, org, f, several, agent),
    ),
  );
  if (at) explanation.parts[at.index].offered = offered;
  const parts = found.map((f, i) => ({ found: f, body: texts[i].body }));
  // Staff see that the model wrote the text, and what it wrote it from.
  texts.forEach((t, i) => {
    if (t.worded !== null) explanation.parts[i].worded = { source: t.worded };
  });
  const answered = found.filter((f) => f.outcome === "answer");
  // The choices come last, so the message ends with how to pick one.
  const inOrder = at ? [...parts.filter((_, i) => i !== at.index), parts[at.index]] : parts;
  const body =
    parts.length === 1
      ? parts[0].body
      : inOrder.map((p) => `*${partHeading(p.found.question)}*\n${p.body}`).join("\n\n");
  return {
    body,
    confidence: Math.min(...found.map((f) => f.confidence)),
    sources: answered.flatMap((f) => (f.chosen ? [messageSourceOf(f.chosen, f.confidence)] : [])),
    handover: answered.length + (at ? 1 : 0) < found.length,
    explanation,
    parts,
    offered,
    ...(at && several ? { choicesFor: found[at.index].question } : {}),
  };
}

/** A reply that searched nothing: what the assistant says, whether HR takes over, and why for staff. */
const said = (body: string, handover: boolean, note: string): ComposedReply => ({
  body,
  confidence: 1,
  sources: [],
  handover,
  explanation: { note, parts: [] },
  parts: [],
  offered: [],
});

/**
 * The message searched on its own words first: a polite remark the knowledge base finds
 * nothing for ("thanks man, je bent een topper") is no question, and a remark that says
 * "dan" is no follow-up. Otherwise it is read with the message before it (a follow-up
 * leans on it) and checked by the model, if one is configured.
 */
async function search(
  models: AnswerModels,
  knowledge: Knowledge,
  question: string,
  before: string | undefined,
  wordRankings: Map<string, FoundAnswer> | undefined,
): Promise<FoundAnswer[] | SmallTalk> {
  const vectorOf = await questionVectors(models.embedder, knowledge, question, tellsHealth);
  const readings = readingsOf(knowledge, question, vectorOf, before, wordRankings);
  return (
    politeRemarkOf(question, readings.own) ??
    refined(models.llm, knowledge, asRosterQuestion(knowledge, question, readings.withBefore()))
  );
}

/**
 * A question about one's own shifts that nothing answers on its own words ("hoe laat begin
 * ik morgen", where the FAQ asks "Wanneer moet ik werken?") asked again as a question about
 * the roster: where no shifts are looked up, the FAQ on the roster is what answers it.
 */
function asRosterQuestion(knowledge: Knowledge, question: string, found: FoundAnswer[]): FoundAnswer[] {
  const [only] = found;
  if (found.length !== 1 || only.reason !== nl.assistant.reasonLowConfidence) return found;
  if (recogniseOwnWork(question)?.kind !== "shifts") return found;
  const roster = findAnswer(knowledge, nl.assistant.rosterQuery);
  return roster.outcome === "answer" ? [{ ...roster, question, reason: nl.assistant.reasonReadAsRoster }] : found;
}

function refined(llm: Llm | null, knowledge: Knowledge, scored: FoundAnswer[]): Promise<FoundAnswer[]> {
  return llm ? Promise.all(scored.map((f) => refineBesideHealth(llm, knowledge, f))) : Promise.resolve(scored);
}

/**
 * A sick report's, absence's or recovery's words reach no model (health data, AVG): only
 * the question asked beside them is checked ("ik voel me beroerd, hoe meld ik me af?" →
 * "hoe meld ik me af?"), and a report that asks nothing else keeps the scorer's answer.
 */
async function refineBesideHealth(llm: Llm, knowledge: Knowledge, f: FoundAnswer): Promise<FoundAnswer> {
  const context = f.context && tellsHealth(f.context) ? undefined : f.context;
  if (!tellsHealth(f.question)) return refineWithLlm(llm, knowledge, { ...f, context });
  const beside = besideHealthNews(f.question);
  if (!beside) return f;
  return { ...(await refineWithLlm(llm, knowledge, { ...f, question: beside, context })), question: f.question };
}

/** How a choice reads in the list: an FAQ's question, a passage's heading with its document. */
function asChoice(c: Candidate): OfferedChoice {
  const label =
    c.doc.kind === "faq"
      ? c.doc.title
      : nl.assistant.choicePassage(choiceHeading(c.doc.title, c.doc.text), c.doc.source);
  return { kind: c.doc.kind, id: c.doc.id, label };
}
