import { describe, expect, it } from "vitest";
import { MAX_PHRASINGS } from "../../../common/zero/phrasings.ts";
import { keepAskedWording } from "./keep-asked-wording.ts";

describe("keepAskedWording", () => {
  const tidied = { question: "Wat doe ik als ik lastiggevallen word?", alternative_questions: ["Ik word gepest"] };

  it("keeps the employee's words as a phrasing when staff tidied the question", () => {
    expect(keepAskedWording(tidied, " wat doe ik als ik lastig gevallen word ")).toEqual([
      "Ik word gepest",
      "wat doe ik als ik lastig gevallen word",
    ]);
  });

  it("adds nothing when the question was kept, the words are already there, or cannot be a phrasing", () => {
    expect(keepAskedWording(tidied, "wat doe ik als ik LASTIGGEVALLEN  word?")).toEqual(["Ik word gepest"]);
    expect(keepAskedWording(tidied, "ik word gepest")).toEqual(["Ik word gepest"]);
    expect(keepAskedWording(tidied, "hé")).toEqual(["Ik word gepest"]);
    expect(keepAskedWording(tidied, "x".repeat(301))).toEqual(["Ik word gepest"]);
    expect(keepAskedWording(tidied, null)).toEqual(["Ik word gepest"]);
    // Another FAQ has these words already: a second one would make the two alike.
    const other = { id: "f2", question: "Wat is ongewenst gedrag?", alternative_questions: ["lastig gevallen"] };
    expect(keepAskedWording(tidied, "Lastig gevallen", [other])).toEqual(["Ik word gepest"]);
    const full = { ...tidied, alternative_questions: Array.from({ length: MAX_PHRASINGS }, (_, i) => `vraag ${i}`) };
    expect(keepAskedWording(full, "wat doe ik als ik lastig gevallen word")).toHaveLength(MAX_PHRASINGS);
  });
});
