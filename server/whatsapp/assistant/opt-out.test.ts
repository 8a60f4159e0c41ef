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

  it("leaves questions alone, and 'afmelden', which means calling in sick or off a shift", () => {
    for (const text of ["afmelden", "hoe moet ik me afmelden?", "mag ik stoppen met mijn contract", "wanneer start ik"])
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
