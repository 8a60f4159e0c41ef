import { describe, expect, it } from "vitest";
import { localMatches } from "./local-matches.ts";

const row = (id: string, phone: string, at: number, name?: [string, string], profile?: string) => ({
  id,
  customer_phone: phone,
  profile_name: profile ?? null,
  last_message_at: at,
  employee: name ? { first_name: name[0], last_name: name[1] } : null,
});

describe("local matches while the server searches", () => {
  const rows = [
    row("a", "+31611111111", 1, ["Jan", "de Vries"]),
    row("b", "+31622222222", 3, ["Sanne", "Jansen"]),
    row("c", "+31633333333", 2),
    row("b", "+31622222222", 3, ["Sanne", "Jansen"]),
    row("d", "+31644444444", 0, undefined, "Anouk 🌸"),
    // A profile name is not searched where an employee matched: the record's name is who it is.
    row("e", "+31655555555", 0, ["Piet", "Bakker"], "Anouk"),
  ];
  it("matches names case-insensitively, newest first, each row once", () => {
    expect(localMatches(rows, "JAN").map((r) => r.id)).toEqual(["b", "a"]);
  });
  it("matches the WhatsApp name of a number no employee matched", () => {
    expect(localMatches(rows, "anouk").map((r) => r.id)).toEqual(["d"]);
  });
  it("matches a number typed the Dutch way", () => {
    expect(localMatches(rows, "06 3333").map((r) => r.id)).toEqual(["c"]);
    expect(localMatches(rows, "+3162222").map((r) => r.id)).toEqual(["b"]);
  });
});
