import { describe, expect, it } from "vitest";
import { documentKind, firstRejectedUpload, MAX_UPLOAD_BYTES } from "./upload-rules.ts";

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe("upload rules", () => {
  it("accepts PDF, DOCX, TXT, CSV, HTML (also Word's .htm) and MD by MIME and extension", () => {
    expect(
      firstRejectedUpload([
        file("Personeelshandboek 2026.pdf", "application/pdf"),
        file("Personeelshandboek 2026.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
        file("Personeelshandboek 2026.htm", "text/html"),
        file("a.txt", "text/plain"),
        file("b.csv", "text/csv"),
        file("c.html", "text/html"),
        file("d.md", "text/markdown"),
        file("e.md", ""),
      ]),
    ).toBeNull();
  });
  it("rejects other types with the exact message naming the file", () => {
    // The old Word format (.doc) is a binary of its own: Word saves it as .docx in one step.
    expect(firstRejectedUpload([file("cv.doc", "application/msword")])).toEqual({
      file: "cv.doc",
      title: "Ongeldig bestandstype",
      description: "cv.doc: Alleen PDF, DOCX, TXT, CSV, HTML en MD bestanden zijn toegestaan",
    });
    // A right extension with a wrong MIME type is refused too.
    expect(firstRejectedUpload([file("x.txt", "image/png")])?.title).toBe("Ongeldig bestandstype");
  });
  it("rejects files over 50 MB", () => {
    expect(firstRejectedUpload([file("big.md", "text/markdown", MAX_UPLOAD_BYTES + 1)])).toMatchObject({
      title: "Bestand te groot",
      description: "Maximum bestandsgrootte is 50MB",
    });
    expect(firstRejectedUpload([file("ok.md", "text/markdown", MAX_UPLOAD_BYTES)])).toBeNull();
  });
  it("stops at the first bad file", () => {
    const r = firstRejectedUpload([
      file("a.md", "text/markdown"),
      file("b.exe", ""),
      file("c.md", "", MAX_UPLOAD_BYTES * 2),
    ]);
    expect(r?.file).toBe("b.exe");
  });
  it("knows the kind by extension", () => {
    expect(documentKind("Handboek.MD")).toBe("md");
    expect(documentKind("Handboek.htm")).toBe("html");
    expect(documentKind("Handboek.PDF")).toBe("pdf");
    expect(documentKind("Handboek.docx")).toBe("docx");
    expect(documentKind("noext")).toBeNull();
  });
});
