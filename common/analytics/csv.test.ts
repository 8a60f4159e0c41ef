import { describe, expect, it } from "vitest";
import { analyticsCsv } from "./csv.ts";
import { totalsOf } from "./figures.ts";

const h = {
  day: "Datum",
  started: "Gesprekken",
  handedOver: "Overgedragen",
  botResolved: "Door assistent",
  messagesIn: "In",
  messagesOut: "Uit",
  botReplies: "Antwoorden; assistent",
  botResolvedShare: "Aandeel",
  medianFirstResponse: "Mediaan (s)",
  total: "Totaal",
};
const day = {
  day: "2026-11-24",
  conversations_started: 3,
  handed_over: 1,
  bot_resolved: 2,
  messages_in: 5,
  messages_out: 4,
  bot_replies: 3,
  first_responses: 3,
};

describe("analyticsCsv", () => {
  it("writes semicolon lines with Dutch dates, decimal commas, quoting and a totals line", () => {
    const csv = analyticsCsv(h, [day], totalsOf([day]), 12.4);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      'Datum;Gesprekken;Overgedragen;Door assistent;In;Uit;"Antwoorden; assistent";Aandeel;Mediaan (s)',
    );
    expect(lines[1]).toBe("24-11-2026;3;1;2;5;4;3;66,7%;");
    expect(lines[2]).toBe("Totaal;3;1;2;5;4;3;66,7%;12");
  });
});
