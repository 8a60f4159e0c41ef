import { describe, expect, it } from "vitest";
import { hasNulByte } from "./nul-bytes.ts";

describe("hasNulByte", () => {
  it("finds a NUL in strings, keys, nesting and file names", () => {
    expect(hasNulByte("a\u0000b")).toBe(true);
    expect(hasNulByte({ a: [{ b: "x\u0000" }] })).toBe(true);
    expect(hasNulByte({ "k\u0000": 1 })).toBe(true);
    expect(hasNulByte([new File(["x"], "a\u0000.txt")])).toBe(true);
  });

  it("passes everything else", () => {
    expect(hasNulByte({ question: "Hoeveel vakantiedagen? 🙂", n: 1, ok: true, none: null, list: ["\\u0000"] })).toBe(
      false,
    );
    expect(hasNulByte(undefined)).toBe(false);
  });
});
