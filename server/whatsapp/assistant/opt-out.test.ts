import { describe, expect, it } from "vitest";
import { nl } from "../../../common/i18n/nl.ts";
import { optOutOf, optOutReply } from "./opt-out.ts";

describe("optOutOf", () => {
  it("hears STOP and START as a message of their own, however written", () => {
    const stops = ["STOP", "stop", "Stop!", " stop. ", "uitschrijven", "unsubscribe", "STOPALL", "Stop alstublieft"];
    const more = [
      "stoppen",
      "Stop met berichten",
      "cancel",
      "quit",
      "END",
      "Geen berichten meer a.u.b.",
      "uitschrijven graag",
    ];
    expect([...stops, ...more].map(optOutOf)).toEqual(Array(stops.length + more.length).fill("stop"));
    expect(["START", "start", "Aanmelden"].map(optOutOf)).toEqual(Array(3).fill("start"));
  });

  it("hears how English, Polish and Romanian flex workers say it", () => {
    for (const text of [
      "nie pisz do mnie więcej",
      "Proszę nie pisać do mnie",
      "nie chcę więcej wiadomości",
      "Nu-mi mai scrieți",
      "nu mai vreau mesaje",
      "Don't write to me any more",
      "please don't message me again",
      "stop messaging me",
      "remove me",
    ])
      expect(optOutOf(text), text).toBe("stop");
  });

  it("leaves questions alone, and 'afmelden', which means calling in sick or off a shift", () => {
    for (const text of [
      "afmelden",
      "hoe moet ik me afmelden?",
      "mag ik stoppen met mijn contract",
      "wanneer start ik",
      "nie pisz do mnie więcej, tylko zadzwoń",
      "don't write to me in Dutch please, I don't understand",
      "nie mogę przyjść jutro",
    ])
      expect(optOutOf(text), text).toBeNull();
  });

  it("answers START only from a number that sent STOP: from anyone else it is an ordinary message", () => {
    expect(optOutReply("start", null)).toBeNull();
    expect(optOutReply("START", new Date())).toMatchObject({
      body: nl.assistant.optOut.start,
      update: { opted_out_at: null },
    });
    expect(optOutReply("stop", null)?.update.opted_out_at).toBeInstanceOf(Date);
    expect(optOutReply("hoe laat start mijn dienst", new Date())).toBeNull();
  });
});
