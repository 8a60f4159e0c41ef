import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnswerCosts, measureAnswerCosts } from "../support/answer-costs.ts";
import { type Stack, startStack } from "../support/stack.ts";

// What answering one message costs the worker: the database statements it runs and the times
// it ranks a text against the knowledge base, for a handful of everyday messages, each
// answered by the job's own function on a connection that counts its statements (see
// measureAnswerCosts). A figure that grows means something is read or looked up twice again.
let app: Stack;
let costs: AnswerCosts;

beforeAll(async () => {
  app = await startStack();
  costs = await measureAnswerCosts(app.databaseUrl);
});
afterAll(async () => {
  await app?.stop();
});

describe("what answering one message costs", () => {
  it("answers each message as the assistant does", () => {
    expect(costs.faq.reply).toContain("25 vakantiedagen");
    // Read with the question before it: about taking holiday (answered, or offered with its neighbour).
    expect(costs.followUp.reply).toContain("vakantie aan");
    expect(costs.shortFirstPiece.reply).toContain("25 vakantiedagen");
    expect(costs.sick.reply).toContain("Bel vóór 07:00");
    expect(costs.twoQuestions.reply).toContain("25 vakantiedagen");
    expect(costs.twoQuestions.reply).toContain("elke maand met je salaris");
    expect(costs.whileAwaitingHr.reply).toBe(
      "Je vraag ligt bij HR; een collega neemt zo snel mogelijk contact met je op. Heb je intussen een andere vraag, stel hem gerust.",
    );
    expect(costs.ownShift.reply).toContain("08:00–16:30");
  });

  it("reads the organisation's settings and knowledge, and ranks each text, once per message", () => {
    // Before (statements / reads of the knowledge's versions / rankings): a plain question
    // 14/1/1 (whether it had a reply was read by the job and again by answerMessage), a short
    // first piece 16/2/2 (the piece check read the agent and the knowledge and ranked it, and
    // the answer did so again), a sick report 15/2/2, a message while HR has one 15/0/0 (the
    // last reply read twice), an own-shift question 20/0/0 (Fleks and the vouched phrasings
    // read twice).
    // Each count includes the reply's transaction (begin, three statements, commit), the
    // dashboard's delivery of a test reply and the outbox row's deletion.
    const figures = Object.fromEntries(Object.entries(costs).map(([k, v]) => [k, v.cost]));
    const statements = Object.fromEntries(Object.entries(costs).map(([k, v]) => [k, v.statements]));
    expect(figures, JSON.stringify(statements, null, 1)).toEqual({
      faq: { queries: 13, knowledgeReads: 1, retrievals: 1 },
      followUp: { queries: 13, knowledgeReads: 1, retrievals: 2 },
      shortFirstPiece: { queries: 13, knowledgeReads: 1, retrievals: 1 },
      // The report's text and the fixed question on reporting ill; one statement more marks the
      // report itself as health data, in the reply's transaction.
      sick: { queries: 14, knowledgeReads: 1, retrievals: 2 },
      twoQuestions: { queries: 13, knowledgeReads: 1, retrievals: 2 },
      whileAwaitingHr: { queries: 13, knowledgeReads: 0, retrievals: 0 },
      ownShift: { queries: 17, knowledgeReads: 0, retrievals: 0 },
    });
  });
});
