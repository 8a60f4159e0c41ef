import { describe, expect, it } from "vitest";
import { tokenize } from "./normalize.ts";

const words = (text: string) => tokenize(text).map((t) => t.word);

describe("tokenize", () => {
  it("writes out WhatsApp abbreviations and reads an emoji that says a word", () => {
    expect(words("wnr krijg ik mn loon")).toEqual(["wanneer", "krijg", "ik", "mijn", "loon"]);
    expect(words("voel me echt kut 🤒")).toEqual(["voel", "me", "echt", "kut", "ziek"]);
    expect(words("het is bloedheet 🥵🥵")).toEqual(["het", "is", "bloedheet", "hitte", "hitte"]);
  });

  it("writes Flemish and Brabant forms and words run together by ear as the Dutch they say", () => {
    expect(words("hedde gullie da")).toEqual(["heb", "je", "jullie", "dat"]);
    expect(words("kanik mijn dienst afzeggen")).toEqual(["kan", "ik", "mijn", "dienst", "afzeggen"]);
    expect(words("max nachten op rij?")).toEqual(["maximaal", "nachten", "op", "rij"]);
  });

  it("reads 'do' as donderdag in Dutch, and leaves it the English verb where English is mixed in", () => {
    expect(words("kan ik do vrij")).toEqual(["kan", "ik", "donderdag", "vrij"]);
    expect(words("do i have to report it")).toEqual(["do", "i", "have", "to", "report", "it"]);
  });

  it("reads numbers written out as the digits texts use, but not the article or an ordinal", () => {
    expect(words("van twaalf uur s nachts tot zes uur")).toEqual([
      "van",
      "12",
      "uur",
      "s",
      "nachts",
      "tot",
      "6",
      "uur",
    ]);
    expect(words("een tweede contract na vier weken")).toEqual(["een", "tweede", "contract", "na", "4", "weken"]);
  });

  it("leaves out an emoji that says no word, and keeps every word's place in the text", () => {
    expect(words("top 🎉👍🏽 bedankt")).toEqual(["top", "bedankt"]);
    const [sick] = tokenize("😷 thuis");
    expect(sick).toEqual({ word: "ziek", start: 0, end: 2 });
  });
});
