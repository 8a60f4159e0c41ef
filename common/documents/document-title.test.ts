import { describe, expect, it } from "vitest";
import { documentTitle } from "./document-title.ts";

describe("documentTitle", () => {
  it("names a document without its extension and with spaces for underscores", () => {
    expect(documentTitle("personeelshandboek_v3_DEF.md")).toBe("personeelshandboek v3 DEF");
    expect(documentTitle("Personeelshandboek 2026.pdf")).toBe("Personeelshandboek 2026");
    expect(documentTitle("cao-uitzendkrachten.docx")).toBe("cao-uitzendkrachten");
    expect(documentTitle("Handboek v1.2.pdf")).toBe("Handboek v1.2");
  });
  it("keeps a name that would otherwise be empty", () => {
    expect(documentTitle(".pdf")).toBe(".pdf");
    expect(documentTitle("___.txt")).toBe("___.txt");
  });
});
