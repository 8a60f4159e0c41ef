import { describe, expect, it } from "vitest";
import { choiceHeading } from "./choice-heading.ts";

describe("choiceHeading", () => {
  it("takes a passage's heading when it has one", () => {
    expect(choiceHeading("Verlof › Bijzonder verlof", "In de volgende situaties…")).toBe("Verlof › Bijzonder verlof");
  });

  it("takes only the first line of a passage without a heading", () => {
    expect(choiceHeading("", "Personeelshandboek 2026\nFlexwerk Noord B.V.\nVersie 3, januari 2026.")).toBe(
      "Personeelshandboek 2026",
    );
  });

  it("labels a CSV passage by its first record, not the next one", () => {
    const rows =
      "Tijdvak: ma–vr 20:00–24:00; Toeslag: 25%; Toelichting: avonduren\n" +
      "Tijdvak: ma–vr 00:00–06:00; Toeslag: 50%; Toelichting: nachturen";
    expect(choiceHeading("", rows)).toBe("Tijdvak: ma–vr 20:00–24:00; Toeslag: 25%; Toelichting: avonduren");
  });

  it("collapses whitespace and cuts a long line at a word, with …", () => {
    const long = `Bij   ziekte\tbel je ${"eerst de ziekmeldlijn en daarna je leidinggevende ".repeat(3)}`;
    const label = choiceHeading("", long);
    expect(label.length).toBeLessThanOrEqual(80);
    expect(label).toMatch(/^Bij ziekte bel je eerst/);
    expect(label).toMatch(/\p{L}…$/u);
    expect(long.replace(/\s+/g, " ")).toContain(label.slice(0, -1));
  });
});
