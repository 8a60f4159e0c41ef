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
    expect(smallTalkOf("kun je ook engels of alleen nederlands")).toBe("language");
    expect(smallTalkOf("top, fijne avond nog")).toBe("goodbye");
    expect(read(["hoe heet je", "hoi, ben jij die nieuwe hr assistent?", "wie typt dit eigenlijk 😅"])).toEqual(
      Array(3).fill("about"),
    );
    expect(smallTalkOf("antwoord jij altijd zo snel? 😄")).toBe("about");
    expect(read(["do you speak english too or only dutch?", "hi, do you speak english"])).toEqual(
      Array(2).fill("language"),
    );
    expect(read(["hey hoe gaat het met je", "goeiemiddag, mag ik je wat vragen?"])).toEqual(Array(2).fill("greeting"));
    expect(read(["ah zo", "haha ok", "held! gevonden 🙌", "welterusten"])).toEqual(["ack", "ack", "thanks", "goodbye"]);
    // After "Heb je nog een vraag?": "ja precies" is an ok, "nee hoor" says there is nothing more.
    expect(read(["ja precies", "nee hoor", "nee", "nee dank je, dat was het"])).toEqual([
      "ack",
      "goodbye",
      "goodbye",
      "goodbye",
    ]);
  });

  it("reads greetings and thanks in the languages uitzendkrachten write", () => {
    const read = (texts: string[]) => texts.map(smallTalkOf);
    expect(read(["cześć", "bună ziua", "Здравейте", "good morning", "dzień dobry", "salut!"])).toEqual(
      Array(6).fill("greeting"),
    );
    expect(read(["dziękuję bardzo", "mulțumesc", "multumesc!", "thank you very much", "благодаря"])).toEqual(
      Array(5).fill("thanks"),
    );
    expect(read(["do widzenia", "la revedere", "cheers"])).toEqual(Array(3).fill("goodbye"));
    expect(read(["Hi there, how are you?", "hello, how are you doing", "ce faci"])).toEqual(Array(3).fill("greeting"));
  });

  it("hears an emoji that agrees as an ok, and asks what is meant by any other, or by a '?'", () => {
    const read = (texts: string[]) => texts.map(smallTalkOf);
    expect(read(["👍🏽", "❤️", "🙏🙏", "👌"])).toEqual(Array(4).fill("ack"));
    expect(read(["😬", "👎", "😡😡😡", "👍😡", "?", "??", "..."])).toEqual(Array(7).fill("unclear"));
    // An emoji that says a word is a message: "🤒" is ziek, which the knowledge answers.
    expect(smallTalkOf("🤒")).toBeNull();
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
      "ben je ziek als je griep hebt",
      "oh mijn pas is kwijt",
      "help, mijn loon is niet gestort",
      "morgen",
      "weekend",
      "vakantiedagen",
      "nee, mijn loon is niet gestort",
      "",
      "   ",
    ])
      expect(smallTalkOf(text), text).toBeNull();
  });
});
