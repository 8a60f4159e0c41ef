import { describe, expect, it } from "vitest";
import { processingNews } from "./processing-news.ts";

const doc = (id: string, processing_status: string, processing_error: string | null = null) => ({
  id,
  filename: `${id}.pdf`,
  processing_status,
  processing_error,
});

describe("processingNews", () => {
  it("says when an upload is processed or failed, with the reason", () => {
    const { said, still } = processingNews(
      [
        { id: "a", running: true },
        { id: "b", running: true },
        { id: "c", running: true },
      ],
      [doc("a", "completed"), doc("b", "failed", "Deze PDF kon niet worden gelezen."), doc("c", "processing")],
    );
    expect(said).toEqual(["a.pdf is verwerkt.", "b.pdf: verwerken mislukt. Deze PDF kon niet worden gelezen."]);
    expect(still).toEqual([{ id: "c", running: true, seen: true }]);
  });

  it("waits for a re-processed document to be queued again before its result counts", () => {
    const first = processingNews([{ id: "a", running: false }], [doc("a", "completed")]);
    expect(first.said).toEqual([]);
    const queued = processingNews(first.still, [doc("a", "pending")]);
    expect(queued.still).toEqual([{ id: "a", running: true, seen: true }]);
    expect(processingNews(queued.still, [doc("a", "completed")]).said).toEqual(["a.pdf is verwerkt."]);
  });

  it("waits for an upload's row to sync, and forgets a document deleted meanwhile", () => {
    const early = processingNews([{ id: "a", running: true }], []);
    expect(early.still).toEqual([{ id: "a", running: true }]);
    const seen = processingNews(early.still, [doc("a", "processing")]);
    expect(processingNews(seen.still, [])).toEqual({ said: [], personal: [], still: [] });
  });

  it("warns when an upload is processed and marked 'Bevat persoonsgegevens' (out of answers until an admin allows it)", () => {
    const list = { ...doc("lijst", "completed"), personal_data: true, personal_data_answers: false };
    const { said, personal } = processingNews([{ id: "lijst", running: true }], [list]);
    expect(personal).toEqual(["lijst.pdf"]);
    expect(said).toEqual([
      "lijst.pdf is verwerkt.",
      "lijst.pdf: bevat persoonsgegevens. De assistent gebruikt het niet in antwoorden tot een admin het aanzet.",
    ]);
    const allowed = { ...list, personal_data_answers: true };
    expect(processingNews([{ id: "lijst", running: true }], [allowed]).personal).toEqual([]);
  });
});
