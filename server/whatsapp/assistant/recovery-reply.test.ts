import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { recoveryReply } from "./recovery-reply.ts";

const recovered = {
  body: nl.assistant.absenceReply.recovered,
  explanation: { parts: [], note: nl.explanation.absence.recovered },
};

describe("recoveryReply", () => {
  it("on WhatsApp says HR has it, and marks the report", () => {
    expect(recoveryReply(recovered, false)).toEqual({
      body: nl.assistant.absenceReply.recovered,
      explanation: { parts: [], note: nl.explanation.absence.recovered, recoveryReport: true },
    });
  });
  it("in the simulator says what WhatsApp would do without claiming HR has it", () => {
    const reply = recoveryReply(recovered, true);
    expect(reply.body).toBe(nl.assistant.recoveredInSimulator);
    expect(reply.body).not.toContain("Ik heb het doorgegeven");
    expect(reply.explanation).toEqual({ parts: [], note: nl.explanation.recoveredInSimulator, recoveryReport: true });
  });
  it("leaves an answer to a question asked beside it as it is", () => {
    const answer = { body: "Je hebt 25 vakantiedagen.", explanation: { parts: [] } };
    expect(recoveryReply(answer, true)).toEqual({ ...answer, explanation: { parts: [], recoveryReport: true } });
  });
});
