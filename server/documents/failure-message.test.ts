import { describe, expect, it } from "vitest";
import { nl } from "../../common/i18n/nl.ts";
import { DocumentError } from "./document-error.ts";
import { failureLogLine } from "./failure-log-line.ts";
import { failureMessage } from "./failure-message.ts";

// What reaches a document's row (and every browser that syncs it) is Dutch and ours; what
// reaches the server log says what happened without paths.
describe("a failed document's message", () => {
  it("passes our own Dutch messages through", () => {
    expect(failureMessage(new DocumentError(nl.documents.pdfPassword))).toBe(nl.documents.pdfPassword);
  });

  it("turns a missing file into our message, without the server's path", () => {
    const err = Object.assign(
      new Error("ENOENT: no such file or directory, open '/srv/data/storage/documents/u1/d1_a.pdf'"),
      {
        code: "ENOENT",
      },
    );
    expect(failureMessage(err)).toBe(nl.documents.fileMissing);
  });

  it("turns anything else into the generic Dutch message", () => {
    expect(failureMessage(new Error("Connection terminated unexpectedly"))).toBe(nl.documents.processingFailed);
    expect(failureMessage("boom")).toBe(nl.documents.processingFailed);
    expect(failureMessage(new DocumentError(""))).toBe(nl.documents.processingFailed);
  });
});

describe("a failure's line in the server log", () => {
  it("keeps the kind of error and leaves out paths (they carry the uploader's id and the file's name)", () => {
    const err = Object.assign(
      new Error("ENOENT: no such file or directory, open '/srv/data/storage/documents/u-123/d-1_Ziekmelding Jan.pdf'"),
      { code: "ENOENT" },
    );
    const line = failureLogLine(err);
    expect(line).toBe("Error ENOENT: ENOENT: no such file or directory, open '…'");
    expect(failureLogLine(new Error("EISDIR: illegal operation on a directory, read /data/x/u-1/y.md"))).toBe(
      "Error: EISDIR: illegal operation on a directory, read …",
    );
  });

  it("names the reader's own error behind our 'could not be read'", () => {
    const cause = Object.assign(new Error("Invalid PDF structure."), { name: "InvalidPDFException" });
    expect(failureLogLine(new DocumentError(nl.documents.unreadable, { cause }))).toBe(
      `DocumentError: ${nl.documents.unreadable} (cause: InvalidPDFException: Invalid PDF structure.)`,
    );
  });
});
