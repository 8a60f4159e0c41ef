import { describe, expect, it } from "vitest";
import { partHeading } from "./part-heading.ts";

describe("partHeading", () => {
  it("keeps the question, not the lead-in around it", () => {
    expect(partHeading("Hoi, ik heb twee vragen. Wanneer wordt het salaris uitbetaald?")).toBe(
      "Wanneer wordt het salaris uitbetaald?",
    );
    expect(partHeading("ik ben nieuw hier.\nmag ik  thuiswerken? alvast bedankt!")).toBe("mag ik thuiswerken?");
  });

  it("shows a part without a question mark whole", () => {
    expect(partHeading("hoeveel vakantiedagen heb ik")).toBe("hoeveel vakantiedagen heb ik");
  });
});
