import { describe, expect, it } from "vitest";
import { countWords } from "./count-words.ts";

const bySplit = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("countWords", () => {
  it("counts words between any white space, as the document's word count always did", () => {
    const texts = [
      "",
      "   ",
      "Vakantiedagen",
      "  Je hebt recht op 25 vakantiedagen.  ",
      "Leeftijd: 55 t/m 59 jaar;\tVakantiedagen per jaar:\n27 dagen\r\n",
      "zon-\u00a0en\u2003feestdagen\u3000samen\ufeff\u2028twee\u202fdrie",
      "één\n\n\ntwee",
    ];
    for (const text of texts) expect(countWords(text), JSON.stringify(text)).toBe(bySplit(text));
  });
});
