import { describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import type { ActiveAgent } from "./active-agent.ts";
import { agentCan } from "./agent-can.ts";
import { disclosureFor } from "./disclosure-for.ts";

const agent = (over: Partial<ActiveAgent> = {}): ActiveAgent => ({
  id: "a1",
  name: "Sam",
  settingsVersion: 3,
  capabilities: new Set(["faq_answers", "handover"]),
  tone: null,
  handoverMessage: null,
  openingMessage: null,
  ...over,
});

describe("the first reply's disclosure", () => {
  it("without an agent is exactly today's text", () => {
    expect(disclosureFor("Bakkerij Bol", null)).toBe(nl.assistant.disclosure("Bakkerij Bol"));
  });

  it("speaks of 'je werkgever' while the organisation has no name of its own", () => {
    expect(disclosureFor(null, null)).toContain("de digitale HR-assistent van je werkgever.");
    expect(disclosureFor(null, agent())).toContain("Sam, de digitale HR-assistent van je werkgever.");
  });

  it("names the agent in the greeting and in the AI notice", () => {
    expect(disclosureFor("Bakkerij Bol", agent())).toBe(
      "Hoi! Je chat met Sam, de digitale HR-assistent van Bakkerij Bol. Sam is een AI-assistent; typ 'medewerker' als je liever iemand van HR spreekt.",
    );
  });

  it("an agent that cannot hand over offers no 'medewerker' in its notice", () => {
    const alone = agent({ capabilities: new Set(["faq_answers"]) });
    const text = disclosureFor("Bakkerij Bol", alone);
    expect(text).toContain("Sam is een AI-assistent.");
    expect(text).not.toContain("medewerker");
  });

  it("an opening message replaces the greeting, never the AI notice", () => {
    expect(disclosureFor("Bakkerij Bol", agent({ openingMessage: "Welkom bij de bakkerij!" }))).toBe(
      `Welkom bij de bakkerij!\n\n${nl.assistant.agentAiNotice("Sam")}`,
    );
  });
});

describe("agentCan", () => {
  it("allows everything without an agent, and only the agent's capabilities with one", () => {
    expect(agentCan(null, "own_shifts")).toBe(true);
    expect(agentCan(agent(), "faq_answers")).toBe(true);
    expect(agentCan(agent(), "own_shifts")).toBe(false);
  });
});
