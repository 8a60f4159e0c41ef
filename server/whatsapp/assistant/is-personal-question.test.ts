import { describe, expect, it } from "vitest";
import { isPersonalQuestion } from "./is-personal-question.ts";

describe("isPersonalQuestion", () => {
  it("recognises questions about the employee's own salary, contract, leave and data", () => {
    for (const q of [
      "Hoeveel vakantiedagen heb ik nog?",
      "Wanneer loopt mijn contract af?",
      "Kun je mijn loonstrook van maart sturen?",
      "Klopt m'n salaris wel?",
      "Wat is mijn verlofsaldo",
      "waar werk ik zaterdag?",
      "hoe laat begint mn dienst mrgn",
      "welk e-mailadres hebben jullie van mij",
      // One own-work question among others is enough.
      "waar werk ik zaterdag? en wat is de toeslag op zaterdag?",
    ]) {
      expect(isPersonalQuestion(q), q).toBe(true);
    }
  });
  it("leaves a question about one's work to the FAQ when the organisation cannot look it up", () => {
    expect(isPersonalQuestion("wanneer moet ik werken?", false)).toBe(false);
    expect(isPersonalQuestion("wanneer moet ik werken?", true)).toBe(true);
    // The employee's own salary stays personal either way.
    expect(isPersonalQuestion("Klopt m'n salaris wel?", false)).toBe(true);
  });
  it("leaves general policy questions alone", () => {
    for (const q of [
      "Hoe meld ik me ziek?",
      "Wat is de kilometervergoeding?",
      "Hoeveel vakantiedagen heeft een fulltimer?",
      "wat is de toeslag op zaterdag",
      "hoe laat begint een vroege dienst",
    ]) {
      expect(isPersonalQuestion(q), q).toBe(false);
    }
  });
});
