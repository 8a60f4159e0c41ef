import { describe, expect, it } from "vitest";
import { decodeFileText } from "./decode-file-text.ts";

describe("decodeFileText", () => {
  it("reads UTF-8, without its byte order mark", () => {
    expect(decodeFileText(new TextEncoder().encode("\uFEFFJosé;Müller;€ 12"))).toBe("José;Müller;€ 12");
  });

  it("reads what Excel on a Dutch Windows saves as CSV (Windows-1252)", () => {
    const ansi = Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9, 0x3b, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x80]);
    expect(decodeFileText(ansi)).toBe("José;Müller;€");
  });
});
