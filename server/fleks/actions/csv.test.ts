import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.ts";

describe("csv", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('zei "hoi"')).toBe('"zei ""hoi"""');
    expect(csvCell("regel\nregel")).toBe('"regel\nregel"');
    expect(csvCell("a,b")).toBe("a,b");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+31612345678")).toBe("'+31612345678");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("Bakkerij =")).toBe("Bakkerij =");
  });

  it("writes empty for null, ISO for dates, JSON for objects, CRLF per line", () => {
    expect(csvLine([null, new Date("2026-01-02T03:04:05Z"), { a: 1 }, true])).toBe(
      ';2026-01-02T03:04:05.000Z;{"a":1};true\r\n'.replace('{"a":1}', '"{""a"":1}"'),
    );
  });
});
