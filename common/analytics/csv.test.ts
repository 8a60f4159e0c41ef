import { describe, expect, it } from "vitest";
import { analyticsCsv } from "./csv.ts";
import { totalsOf } from "./figures.ts";
import { formatShare } from "./format.ts";

const h = {
  day: "Datum",
  started: "Gesprekken",
  handedOver: "Overgedragen",
  botResolved: "Door assistent",
  messagesIn: "In",
  messagesOut: "Uit",
  botReplies: "Antwoorden; assistent",
  botResolvedShare: "Aandeel",
  handoverShare: "Overgedragen %",
  medianFirstResponse: "Mediaan over de periode (s)",
  total: "Totaal",
};
const row = (day: string, started: number, handed: number, resolved: number) => ({
  day,
  conversations_started: started,
  handed_over: handed,
  bot_resolved: resolved,
  messages_in: 5,
  messages_out: 4,
  bot_replies: resolved,
  first_responses: started,
});

const linesOf = (csv: string) => csv.slice(1).trimEnd().split("\r\n");

describe("analyticsCsv", () => {
  it("writes semicolon lines with Dutch dates, quoting, a totals line and the period's median on its own line", () => {
    const day = row("2026-11-24", 3, 1, 2);
    const csv = analyticsCsv(h, [day], totalsOf([day]), 12.4);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(linesOf(csv)).toEqual([
      'Datum;Gesprekken;Overgedragen;Door assistent;In;Uit;"Antwoorden; assistent";Aandeel;Overgedragen %',
      "24-11-2026;3;1;2;5;4;2;66,7%;33,3%",
      "Totaal;3;1;2;5;4;2;66,7%;33,3%",
      // The rollups hold no median per day: no column empty on every day, one labelled figure,
      // to a tenth with a decimal comma as Dutch Excel reads it.
      "Mediaan over de periode (s);12,4",
    ]);
  });

  it("writes the assistant's share as the card does, and leaves it and the median empty without any", () => {
    const days = [row("2026-11-24", 2, 1, 1), row("2026-11-25", 0, 0, 0), row("2026-11-26", 1, 0, 1)];
    const lines = linesOf(analyticsCsv(h, days, totalsOf(days), null));
    // 50% on the card is 50% in the file, not "50,0%".
    expect(lines[1]).toBe("24-11-2026;2;1;1;5;4;1;50%;50%");
    expect(lines[1]?.endsWith(formatShare(0.5))).toBe(true);
    expect(lines[2]).toBe("25-11-2026;0;0;0;5;4;0;;");
    expect(lines[3]).toBe("26-11-2026;1;0;1;5;4;1;100%;0%");
    expect(lines[4]).toBe("Totaal;3;1;2;15;12;2;66,7%;33,3%");
    expect(lines[5]).toBe("Mediaan over de periode (s);");
    // Every day and the totals have as many cells as the header's nine.
    for (const line of lines.slice(1, 5)) expect(line.split(";")).toHaveLength(9);
  });
});
