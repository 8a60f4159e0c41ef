import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_PART, splitBody } from "./split-body.ts";

describe("splitBody", () => {
  it("keeps a reply that fits as one message, exactly as written", () => {
    const body = "Bij een fulltime contract heb je 25 vakantiedagen per jaar.\n\nBron: handboek.md";
    expect(splitBody(body)).toEqual([body]);
    expect(splitBody("x".repeat(MAX_PART))).toEqual(["x".repeat(MAX_PART)]);
  });

  it("cuts a long answer between paragraphs, then lines, then sentences", () => {
    const paragraph = `${"Dit is een zin over verlof. ".repeat(30).trim()}`;
    const parts = splitBody(`${paragraph}\n\n${paragraph}\n\n${paragraph}`, 1000);
    expect(parts).toEqual([paragraph, paragraph, paragraph]);
    const sentences = splitBody("Eerste zin hier. ".repeat(100).trim(), 500);
    for (const part of sentences) expect(part).toMatch(/^Eerste.*hier\.$/);
  });

  it("never cuts an emoji in two", () => {
    const parts = splitBody(`${"a".repeat(9)}😀${"b".repeat(10)}`, 10);
    expect(parts[0]).toBe("a".repeat(9));
    expect(parts[1].startsWith("😀")).toBe(true);
  });

  it("every part fits, none is empty, and together they hold every word in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("\n", "\n\n", ". ", " ", "😀")), {
          maxLength: 200,
        }),
        fc.integer({ min: 20, max: 300 }),
        (pieces, max) => {
          const body = pieces.join("");
          const parts = splitBody(body, max);
          for (const part of parts) expect(part.length).toBeLessThanOrEqual(max);
          if (body.length > max) for (const part of parts) expect(part.trim()).not.toBe("");
          expect(parts.join("").replace(/\s+/g, "")).toBe(body.replace(/\s+/g, ""));
        },
      ),
    );
  });
});
