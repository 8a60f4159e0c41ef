import { describe, expect, it } from "vitest";
import { namesAttachment } from "./names-attachment.ts";

describe("namesAttachment", () => {
  it("takes words that only say what the photo or file is", () => {
    for (const text of [
      "hierbij mn ziekbriefje",
      "zie foto",
      "mn contract getekend terug",
      "hier is de verklaring van de dokter",
      "Hoi, hierbij mijn loonstrook zoals gevraagd 📄",
      "see attached",
      "here is my sick note",
    ])
      expect(namesAttachment(text), text).toBe(true);
  });

  it("leaves a question, a sick report or anything else to be answered", () => {
    for (const text of [
      "klopt deze loonstrook?",
      "is dit ziekbriefje goed zo",
      "ik ben ziek, hierbij mn briefje",
      "wat moet ik met dit formulier doen",
      "mijn loonstrook klopt niet",
      "hoi",
      "",
    ])
      expect(namesAttachment(text), text).toBe(false);
  });
});
