import { describe, expect, it } from "vitest";
import { partHeading } from "./part-heading.ts";

describe("partHeading", () => {
  it("keeps the question, not the lead-in around it", () => {
    expect(partHeading("Hoi, ik heb twee vragen. Wanneer wordt het salaris uitbetaald?")).toBe(
      "Wanneer wordt het salaris uitbetaald?",
    );
    expect(partHeading("ik ben nieuw hier.\nmag ik  thuiswerken? alvast bedankt!")).toBe("Mag ik thuiswerken?");
  });

  it("drops the word that joined it to the question before, and starts with a capital", () => {
    expect(partHeading("en hoe laat begint de werkdag?")).toBe("Hoe laat begint de werkdag?");
    expect(partHeading("En ook, waar vind ik mijn loonstrook?")).toBe("Waar vind ik mijn loonstrook?");
    expect(partHeading("oh en mag ik mijn hond meenemen")).toBe("Mag ik mijn hond meenemen");
    expect(partHeading("maar wanneer krijg ik mijn loon?")).toBe("Wanneer krijg ik mijn loon?");
    // Only a whole joining word: "enquête" stays as it is.
    expect(partHeading("enquête invullen, moet dat?")).toBe("Enquête invullen, moet dat?");
    expect(partHeading("en")).toBe("En");
  });

  it("shows a part without a question mark whole", () => {
    expect(partHeading("hoeveel vakantiedagen heb ik")).toBe("Hoeveel vakantiedagen heb ik");
  });
});
