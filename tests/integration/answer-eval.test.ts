import { describe, expect, it } from "vitest";
import { evaluate } from "../../eval/evaluate.ts";

// The evaluation (npm run eval) as a regression guard: the committed scorer on the whole
// Dutch question set, through composeReply on a real Postgres with the handbook processed
// by the real document job. The bounds sit just under what the README reports, so a change
// that makes the assistant answer worse, or answer wrongly more often, fails here.
describe("answer quality on the Dutch evaluation set", () => {
  it("keeps wrong answers rare and answers at least as many questions right as measured", async () => {
    const { results, conversations } = await evaluate({ split: "all" });
    const share = (rs: typeof results, verdict: string) => rs.filter((r) => r.verdict === verdict).length / rs.length;
    const heldout = results.filter((r) => r.q.split === "heldout");
    expect(results.length).toBe(1020);
    // 19 of 1,020 and 8 of 204 (README, Measured answer quality).
    expect(share(results, "wrong")).toBeLessThanOrEqual(0.02);
    expect(share(heldout, "wrong")).toBeLessThanOrEqual(0.045);
    const faqTrain = results.filter((r) => r.q.split === "train" && r.q.kind === "faq");
    expect(share(faqTrain, "right")).toBeGreaterThanOrEqual(0.58);
    expect(share(heldout, "right")).toBeGreaterThanOrEqual(0.47);
    const outOfScope = results.filter((r) => r.q.kind === "out_of_scope");
    expect(share(outOfScope, "right")).toBeGreaterThanOrEqual(0.9);
    // The conversations around questions (thanks, requests for a person, follow-ups, "that
    // did not help"): 280, training 180 right and 8 wrong of 224, held-out 38 right and 3
    // wrong of 56.
    expect(conversations).toHaveLength(280);
    const train = conversations.filter((r) => r.c.split === "train");
    const ofVerdict = (rs: typeof conversations, v: string) => rs.filter((r) => r.verdict === v).length;
    expect(ofVerdict(train, "right")).toBeGreaterThanOrEqual(176);
    expect(ofVerdict(train, "wrong")).toBeLessThanOrEqual(10);
    expect(ofVerdict(conversations, "wrong")).toBeLessThanOrEqual(14);
  }, 180_000);
});
