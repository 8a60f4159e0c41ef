import { describe, expect, it } from "vitest";
import { readsForeign } from "./reads-foreign.ts";

describe("readsForeign", () => {
  it("hears English, Polish and Romanian", () => {
    for (const text of [
      "how many holidays do I get",
      "where can I find my payslip",
      "is my contract extended? please tell me",
      "kiedy dostanę wypłatę",
      "si unde gasesc fluturasul de salariu?",
      "Jestem chory, dzisiaj nie przyjdę do pracy",
      "Potrzebuję urlopu",
      "nie pisz do mnie więcej",
      "Sunt bolnav azi, nu pot veni la muncă",
      "Nu pot veni mâine",
      "How do I call in sick?",
      "i am sick",
    ])
      expect(readsForeign(text), text).toBe(true);
  });

  it("leaves Dutch alone, WhatsApp style and English loanwords included", () => {
    for (const text of [
      "hoeveel vakantiedagen heb ik",
      "wnnr krijg ik mn loon",
      "HOE MELD IK ME ZIEK???",
      "mijn loonstrook klopt niet",
      "wat is de wifi code",
      "kan ik deze week meer uren werken",
      "kan ik nu een pot koffie halen",
      "ik ben ziek vandaag, kan niet komen",
      "ziek 🤒",
      "ik wil me afmelden voor morgen",
      "ok",
    ])
      expect(readsForeign(text), text).toBe(false);
  });
});
