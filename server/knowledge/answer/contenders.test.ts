import { describe, expect, it } from "vitest";
import type { Candidate } from "../scoring/rank-candidates.ts";
import { contenders } from "./contenders.ts";

const candidate = (id: string, answerType: number, kind = "faq", defers = 0, text = id) =>
  ({
    doc: { id, kind, text, title: id },
    features: { answerType, defers },
    logit: 0,
    matches: [],
  }) as unknown as Candidate;

describe("contenders", () => {
  it("passes over a text that cannot hold the asked detail, keeping the next other text as rival", () => {
    const topical = candidate("werkschoenen", -1);
    const detailed = candidate("handboek", 1);
    const other = candidate("werkkleding", 0);
    expect(contenders([topical, detailed, other])).toEqual({
      best: detailed,
      runnerUp: topical,
      passedOver: { title: "werkschoenen", why: "answerType" },
    });
  });

  it("keeps the ranking when no text holds the detail (the heuristic may miss 'om half negen')", () => {
    const first = candidate("werkdag", -1);
    const second = candidate("pauzes", 0);
    expect(contenders([first, second])).toEqual({ best: first, runnerUp: second });
  });

  it("takes the first when it can hold the answer, and has no rival among copies of itself", () => {
    const first = candidate("a", 0);
    expect(contenders([first, candidate("a", 0)])).toEqual({ best: first, runnerUp: null });
    // The same passage from the same document uploaded twice is a copy too.
    const passage = candidate("p1", 0, "passage", 0, "We betalen 0,23 per kilometer.");
    const twice = candidate("p2", 0, "passage", 0, "We betalen 0,23 per kilometer.");
    const other = candidate("p3", 0, "passage", 0, "Parkeren kan achter het kantoor.");
    expect(contenders([passage, twice, other])).toEqual({ best: passage, runnerUp: other });
  });

  it("passes over an FAQ that leaves the asked topic to a document for the best passage, which it does not rival", () => {
    const reiskosten = candidate("reiskosten", 0, "faq", 1);
    const parkeren = candidate("parkeren", 0);
    const ov = candidate("openbaar-vervoer", 0, "passage");
    expect(contenders([reiskosten, parkeren, ov])).toEqual({
      best: ov,
      runnerUp: parkeren,
      passedOver: { title: "reiskosten", why: "defers" },
    });
    // Without a passage to give way to, the ranking stands.
    expect(contenders([reiskosten, parkeren])).toEqual({ best: reiskosten, runnerUp: parkeren });
  });
});
