import { describe, expect, it } from "vitest";
import { closestWord, editDistance } from "./closest-word.ts";
import { buildIndex } from "./knowledge-index.ts";

describe("closestWord", () => {
  const index = buildIndex([
    {
      kind: "faq",
      id: "1",
      title: "Hoeveel vakantiedagen krijg ik?",
      text: "Je krijgt 25 vakantiedagen en een reiskostenvergoeding.",
      source: "x",
      requiresVerification: false,
      responseMode: "exact",
      texts: [
        { field: "question", text: "Hoeveel vakantiedagen krijg ik?" },
        { field: "answer", text: "Je krijgt 25 vakantiedagen en een reiskostenvergoeding." },
      ],
    },
  ]);

  it("corrects a misspelling to the organisation's own word", () => {
    expect(closestWord([index], "vakantiedgen")).toBe("vakantiedagen");
    expect(closestWord([index], "reiskostenvergoding")).toBe("reiskostenvergoeding");
  });

  it("leaves words alone that are not close to any", () => {
    expect(closestWord([index], "kantine")).toBeNull();
  });

  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("loon", "lono", 2)).toBe(1);
    expect(editDistance("ziek", "zeik", 2)).toBe(1);
  });
});
