import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { askedIn, faqInView } from "../../../common/inbox/asked-question.ts";
import type { MessageDirection } from "../../../common/inbox/conversation-states.ts";
import type { AnswerExplanation } from "../../../zero-schema.ts";
import { answeredHandovers, suggestedPhrasings } from "./handover-questions.ts";

type Part = AnswerExplanation["parts"][number];
const candidate = (id: string, kind: "faq" | "passage" = "faq") => ({
  kind,
  id,
  title: id,
  source: id,
  score: 0.4,
  confidence: 0.4,
});
const part = (over: Partial<Part> = {}): Part => ({
  question: "vraag",
  outcome: "handover",
  confidence: 0.3,
  chosen: null,
  runnerUp: null,
  matched: [],
  missing: [],
  synonyms: [],
  corrections: [],
  ...over,
});
const msg = (over: Record<string, unknown>) => ({
  id: "x",
  direction: "inbound" as MessageDirection,
  is_from_bot: false,
  handover: false,
  message_body: "",
  created_at: 0,
  ...over,
});

describe("askedIn", () => {
  it("uses the part's words: one of several questions, or the question a choice or verification answered", () => {
    const two = { parts: [part({ question: "Hoeveel vakantiedagen?" }), part({ question: "Wifi-code?" })] };
    expect(askedIn("Hoeveel vakantiedagen? En de wifi-code?", two.parts[1])).toBe("Wifi-code?");
    expect(askedIn("nee", part({ question: "vrije dagen " }))).toBe("vrije dagen");
    expect(askedIn(" Zonder uitleg ", undefined)).toBe("Zonder uitleg");
  });
});

describe("faqInView", () => {
  it("prefers the runner-up, then the choice, FAQs only", () => {
    expect(faqInView(part({ runnerUp: candidate("f2"), chosen: candidate("f1") }))).toBe("f2");
    expect(faqInView(part({ runnerUp: candidate("p1", "passage"), chosen: candidate("f1") }))).toBe("f1");
    expect(faqInView(part({ chosen: candidate("p1", "passage") }))).toBeNull();
    expect(faqInView(undefined)).toBeNull();
  });

  it("takes the FAQ that answered a question, not its runner-up", () => {
    const answered = part({ outcome: "answer", chosen: candidate("f1"), runnerUp: candidate("f2") });
    expect(faqInView(answered)).toBe("f1");
    expect(faqInView({ ...answered, chosen: candidate("p1", "passage") })).toBeNull();
  });

  it("takes the FAQ the employee picked, and none the employee turned down", () => {
    const picked = part({ outcome: "answer", chosen: candidate("f1"), runnerUp: candidate("f2") });
    expect(faqInView({ ...picked, reason: nl.assistant.reasonChosen })).toBe("f1");
    expect(faqInView(part({ runnerUp: candidate("f2"), reason: nl.assistant.reasonDeclined }))).toBeNull();
  });
});

describe("answeredHandovers", () => {
  const question = msg({ id: "q", message_body: "Mag ik mijn rooster ruilen?", created_at: 1 });
  const reply = msg({
    id: "r",
    direction: "outbound",
    is_from_bot: true,
    handover: true,
    reply_to: "q",
    created_at: 2,
    explanation: { parts: [part({ question: "Mag ik mijn rooster ruilen?", runnerUp: candidate("faq-rooster") })] },
  });
  const staff = msg({ id: "s", direction: "outbound", message_body: " Ja, via de planner. ", created_at: 3 });

  it("pairs a handed-over question with the first staff message after the hand-over", () => {
    const template = msg({
      id: "t",
      direction: "outbound",
      template_sid: "HX1",
      message_body: "[Template]",
      created_at: 3,
    });
    const found = answeredHandovers([question, reply, template, staff]);
    expect(found.get("q")).toEqual({
      question: "Mag ik mijn rooster ruilen?",
      faqId: "faq-rooster",
      staffAnswer: "Ja, via de planner.",
    });
  });

  it("offers nothing before staff answered, nor for answered questions", () => {
    expect(answeredHandovers([question, reply]).size).toBe(0);
    const answered = { ...reply, handover: false };
    expect(answeredHandovers([question, answered, staff]).size).toBe(0);
    const earlierStaff = { ...staff, created_at: 0 };
    expect(answeredHandovers([earlierStaff, question, reply]).size).toBe(0);
  });

  it("pairs a question that got choices when staff answered before the employee picked one", () => {
    const choices = {
      ...reply,
      handover: false,
      explanation: { parts: [part({ runnerUp: candidate("faq-rooster"), offered: [] })] },
    };
    choices.explanation.parts[0].offered = [{ kind: "faq", id: "faq-rooster", label: "Rooster" }];
    expect(answeredHandovers([question, choices, staff]).get("q")).toMatchObject({ faqId: "faq-rooster" });
    // Picked: the assistant answered, so a later staff message answers something else.
    const picked = msg({ id: "p", direction: "outbound", is_from_bot: true, reply_to: "one", created_at: 2.5 });
    expect(answeredHandovers([question, choices, picked, staff]).size).toBe(0);
    // Turned down: no FAQ is suggested for it, the one in view being the one refused.
    const declined = {
      ...reply,
      explanation: { parts: [part({ runnerUp: candidate("faq-rooster"), reason: nl.assistant.reasonDeclined })] },
    };
    expect(answeredHandovers([question, declined, staff]).get("q")).toMatchObject({ faqId: null });
  });

  it("works without an explanation (replies from before explanations were stored)", () => {
    const bare = { ...reply, explanation: null };
    expect(answeredHandovers([question, bare, staff]).get("q")).toMatchObject({ faqId: null });
  });
});

describe("suggestedPhrasings", () => {
  const faq = { id: "f1", question: "Hoeveel vakantiedagen heb ik?", alternative_questions: ["Hoeveel vrije dagen?"] };
  // A single question's part holds the message's own words.
  const handover = (body: string, parts: Part[]) => ({
    question: { message_body: body },
    explanation: { parts: parts.map((p) => ({ ...p, question: body })) },
  });

  it("lists questions that had the FAQ in view, newest first, without repeats or known phrasings", () => {
    const replies = [
      handover("Hoeveel verlofdagen krijg ik?", [part({ runnerUp: candidate("f1") })]),
      handover("hoeveel VERLOFDAGEN krijg ik?", [part({ chosen: candidate("f1") })]),
      handover("hoeveel vrije dagen?", [part({ runnerUp: candidate("f1") })]),
      handover("Hoeveel vakantiedagen heb ik?", [part({ runnerUp: candidate("f1") })]),
      handover("Waar is de kantine?", [part({ runnerUp: candidate("f2") })]),
      handover("Ok", [part({ runnerUp: candidate("f1") })]),
      { explanation: { parts: [part({ runnerUp: candidate("f1") })] } },
    ];
    expect(suggestedPhrasings(replies, faq)).toEqual(["Hoeveel verlofdagen krijg ik?"]);
  });

  it("suggests a question for the FAQ the employee picked, never for one turned down or passed over", () => {
    const picked = part({ outcome: "answer", chosen: candidate("f2"), runnerUp: candidate("f1") });
    const replies = [
      handover("ff vragen wanneer krijg ik loon", [{ ...picked, reason: nl.assistant.reasonChosen }]),
      handover("mag mijn hond mee", [part({ runnerUp: candidate("f1"), reason: nl.assistant.reasonDeclined })]),
    ];
    expect(suggestedPhrasings(replies, faq)).toEqual([]);
    expect(suggestedPhrasings(replies, { ...faq, id: "f2" })).toEqual(["ff vragen wanneer krijg ik loon"]);
  });

  it("never suggests a part the assistant answered, for the FAQ that answered it or the runner-up", () => {
    // "1. waar loonstrook 2. hoeveel vakantiedagen 3. wifi wachtwoord": two answered, the third handed over.
    const salary = { id: "f-salaris", question: "Wanneer wordt mijn salaris betaald?", alternative_questions: [] };
    const payslip = { id: "f-loonstrook", question: "Waar vind ik mijn loonstrook?", alternative_questions: [] };
    const ask = (question: string, over: Partial<Part>) => part({ question, ...over });
    const reply = {
      question: { message_body: "1. waar loonstrook 2. hoeveel vakantiedagen 3. wifi wachtwoord" },
      explanation: {
        parts: [
          ask("waar loonstrook", {
            outcome: "answer",
            chosen: candidate("f-loonstrook"),
            runnerUp: candidate("f-salaris"),
          }),
          ask("hoeveel vakantiedagen", {
            outcome: "answer",
            chosen: candidate("f1"),
            runnerUp: candidate("f-salaris"),
          }),
          ask("wifi wachtwoord", { runnerUp: candidate("f-salaris") }),
        ],
      },
    };
    expect(suggestedPhrasings([reply], salary)).toEqual(["wifi wachtwoord"]);
    expect(suggestedPhrasings([reply], payslip)).toEqual([]);
    // Choices offered, and a part the model chose, are still material.
    const offered = ask("waar loonstrook", {
      runnerUp: candidate("f-salaris"),
      offered: [{ kind: "faq", id: "f-salaris", label: "Salaris" }],
    });
    expect(suggestedPhrasings([{ ...reply, explanation: { parts: [offered] } }], salary)).toEqual(["waar loonstrook"]);
  });

  it("stops at the maximum", () => {
    const replies = Array.from({ length: 8 }, (_, i) =>
      handover(`Vraag nummer ${i}?`, [part({ runnerUp: candidate("f1") })]),
    );
    expect(suggestedPhrasings(replies, faq)).toHaveLength(5);
    expect(suggestedPhrasings(replies, faq, 2)).toEqual(["Vraag nummer 0?", "Vraag nummer 1?"]);
  });
});
