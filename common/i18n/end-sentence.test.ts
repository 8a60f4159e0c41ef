import { describe, expect, it } from "vitest";
import { endSentence } from "./end-sentence.ts";
import { nl } from "./nl.ts";

describe("endSentence", () => {
  it("adds a full stop, but never a second one after a name that ends in one", () => {
    expect(endSentence("Flexwerk Noord")).toBe("Flexwerk Noord.");
    expect(endSentence("Demo Uitzendbureau B.V.")).toBe("Demo Uitzendbureau B.V.");
    expect(endSentence("Yes!")).toBe("Yes!");
  });

  it("is used where an organisation's name ends what the assistant says", () => {
    const org = "Demo Uitzendbureau B.V.";
    for (const text of [
      nl.assistant.disclosure(org),
      nl.assistant.agentGreeting("Sam", org),
      nl.ownWork.profileSource(org),
    ])
      expect(text).not.toContain("B.V..");
    expect(nl.assistant.agentGreeting("Sam", "Flexwerk")).toBe(
      "Hoi! Je chat met Sam, de digitale HR-assistent van Flexwerk.",
    );
  });
});
