import { describe, expect, it } from "vitest";
import { checkPageSequence, PagingError } from "./check-page-sequence.ts";

const records = (...ids: string[]) => ids.map((uuid) => ({ uuid }));

describe("checkPageSequence", () => {
  it("passes pages that follow on, and a page that repeats one record of the page before", () => {
    const first = checkPageSequence({
      page: 1,
      records: records("a", "b"),
      previousKeys: new Set(),
      fetchedBefore: 0,
      total: 5,
    });
    expect([...first]).toEqual(["a", "b"]);
    expect(() =>
      checkPageSequence({ page: 2, records: records("b", "c"), previousKeys: first, fetchedBefore: 2, total: 5 }),
    ).not.toThrow();
  });
  it("stops on a page that repeats the page before, in Dutch", () => {
    expect(() =>
      checkPageSequence({
        page: 3,
        records: records("c", "d"),
        previousKeys: new Set(["c", "d"]),
        fetchedBefore: 4,
        total: 10,
      }),
    ).toThrow(
      new PagingError(
        "Fleks gaf op pagina 3 dezelfde records als op de pagina ervoor. De sync is gestopt en leest dezelfde periode de volgende keer opnieuw.",
      ),
    );
  });
  it("stops when more records arrive than Fleks' total", () => {
    expect(() =>
      checkPageSequence({
        page: 2,
        records: records("x", "y"),
        previousKeys: new Set(["a"]),
        fetchedBefore: 2,
        total: 3,
      }),
    ).toThrow(/meer records \(4\) dan het opgegeven totaal \(3\)/);
    // Without a total nothing can be compared.
    expect(() =>
      checkPageSequence({
        page: 2,
        records: records("x", "y"),
        previousKeys: new Set(["a"]),
        fetchedBefore: 2,
        total: null,
      }),
    ).not.toThrow();
  });
});
