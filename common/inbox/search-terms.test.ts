import { describe, expect, it } from "vitest";
import { likeLiteral, searchTerms } from "./search-terms.ts";

describe("search terms", () => {
  it("reads a Dutch mobile number as its E.164 digits", () => {
    expect(searchTerms("06 1234 5678")).toEqual({ text: "06 1234 5678", phoneDigits: "31612345678" });
    expect(searchTerms("+31 6-1234")).toEqual({ text: "+31 6-1234", phoneDigits: "3161234" });
    expect(searchTerms("0031612")).toEqual({ text: "0031612", phoneDigits: "31612" });
  });
  it("leaves names and message text alone", () => {
    expect(searchTerms("  Jan   de Vries ")).toEqual({ text: "Jan de Vries", phoneDigits: null });
    expect(searchTerms("loonstrook 2024")).toEqual({ text: "loonstrook 2024", phoneDigits: null });
  });
  it("escapes the pattern characters of ILIKE", () => {
    expect(likeLiteral("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
