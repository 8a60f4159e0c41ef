import { describe, expect, it } from "vitest";
import { versionState } from "./version-state.ts";

const doc = (id: string, version: number, processing_status: "pending" | "processing" | "completed" | "failed") => ({
  id,
  filename: "Personeelshandboek 2026.txt",
  processing_status,
  version,
});

describe("versionState", () => {
  it("while a new version is processed, it replaces and the old one is being replaced", () => {
    const old = doc("a", 1, "completed");
    const next = doc("b", 2, "processing");
    expect(versionState(next, [next, old])).toBe("replacing");
    expect(versionState(old, [next, old])).toBe("being_replaced");
  });

  it("a failed new version leaves the old one in use", () => {
    const old = doc("a", 1, "completed");
    const next = doc("b", 2, "failed");
    expect(versionState(next, [next, old])).toBe("kept");
    expect(versionState(old, [next, old])).toBeNull();
  });

  it("takes the Word file of a handbook there as PDF for its new version", () => {
    const pdf = { ...doc("a", 1, "completed"), filename: "Personeelshandboek 2026.pdf" };
    const docx = { ...doc("b", 2, "processing"), filename: "Personeelshandboek 2026.docx" };
    expect(versionState(docx, [docx, pdf])).toBe("replacing");
    expect(versionState(pdf, [docx, pdf])).toBe("being_replaced");
  });

  it("says nothing of a document that is the only one of its name", () => {
    const only = doc("a", 1, "pending");
    const other = { ...doc("b", 2, "processing"), filename: "Toeslagen.csv" };
    expect(versionState(only, [only, other])).toBeNull();
  });
});
