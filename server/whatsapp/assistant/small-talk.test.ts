import { describe, expect, it } from "vitest";
import { smallTalkOf } from "./small-talk.ts";

describe("smallTalkOf", () => {
  it("reads thanks, goodbyes, greetings and an ok the way employees type them", () => {
    const read = (texts: string[]) => texts.map(smallTalkOf);
    expect(read(["bedankt!", "Dank je wel 🙏", "top, thx", "ok bedankt", "heel erg bedankt voor de info"])).toEqual(
      Array(5).fill("thanks"),
    );
    expect(read(["doei", "fijne dag!", "Fijn weekend", "tot ziens", "goede dienst, groetjes"])).toEqual(
      Array(5).fill("goodbye"),
    );
    expect(read(["hoi", "Goedemorgen!", "hallo allemaal", "hey", "goede morgen"])).toEqual(Array(5).fill("greeting"));
    expect(read(["ok", "Oké", "top", "👍", "duidelijk, klopt", "ok momentje, even zoeken"])).toEqual(
      Array(6).fill("ack"),
    );
    expect(read(["2", "3?", "12"])).toEqual(Array(3).fill("number"));
    expect(read(["hallo ik heb een vraag", "mag ik iets vragen?", "vraagje"])).toEqual(Array(3).fill("greeting"));
    expect(
      read([
        "wie ben jij?",
        "Ben je een robot?",
        "ben jij nou een mens of een computer",
        "wat kun je allemaal",
        "help",
      ]),
    ).toEqual(Array(5).fill("about"));
    expect(smallTalkOf("kun je ook engels of alleen nederlands")).toBe("about");
    expect(smallTalkOf("top, fijne avond nog")).toBe("goodbye");
  });

  it("is never a question, or a message that carries words of its own", () => {
    for (const text of [
      "bedankt, en wanneer krijg ik mijn loon?",
      "hoi hoe meld ik me ziek",
      "goedemorgen ik ben ziek",
      "ok maar mijn loonstrook klopt niet",
      "week 14",
      "ik heb een vraag over mijn loon",
      "wat kun je doen als je ziek bent",
      "help, mijn loon is niet gestort",
      "morgen",
      "weekend",
      "vakantiedagen",
      "nee",
      "??",
      "",
    ])
      expect(smallTalkOf(text), text).toBeNull();
  });
});
