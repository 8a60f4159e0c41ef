import { describe, expect, it } from "vitest";
import { readQuestions, splitQuestions } from "./split-questions.ts";

describe("splitQuestions", () => {
  it("keeps a single question whole, context included", () => {
    expect(splitQuestions("ik heb morgen een dienst maar ik ben ziek. hoe meld ik me af")).toEqual([
      "ik heb morgen een dienst maar ik ben ziek. hoe meld ik me af",
    ]);
  });

  it("splits questions after question marks and before a second question word", () => {
    expect(splitQuestions("wanneer krijg ik mn loon? en waar vind ik mijn jaaropgave")).toEqual([
      "wanneer krijg ik mn loon?",
      "en waar vind ik mijn jaaropgave",
    ]);
    expect(splitQuestions("hoeveel vakantiedagen krijg ik en wanneer wordt het vakantiegeld betaald")).toEqual([
      "hoeveel vakantiedagen krijg ik",
      "wanneer wordt het vakantiegeld betaald",
    ]);
  });

  it.each([
    // "en" before an inverted verb, or before a question word after a preposition.
    [
      "wanneer krijg ik mn eindafrekening binnen en zit mijn vakantiegeld daar ook bij",
      "zit mijn vakantiegeld daar ook bij",
    ],
    ["hoe vraag ik verlof aan en tot wanneer kan dat", "tot wanneer kan dat"],
    [
      "waar staat mn salarisstrook en in welke maand krijgen we vakantie geld",
      "in welke maand krijgen we vakantie geld",
    ],
  ])("splits %s", (message, second) => {
    expect(splitQuestions(message)).toEqual([message.slice(0, message.indexOf(" en ")), second]);
  });

  it("sees a question that follows a statement inside one sentence", () => {
    expect(splitQuestions("hoi waar vind ik mn loon strookje? en ik heb griep hoe meld ik me af")).toEqual([
      "hoi waar vind ik mn loon strookje?",
      "en ik heb griep hoe meld ik me af",
    ]);
  });

  it("puts a statement in front of the question that follows it", () => {
    expect(splitQuestions("hoi. wanneer is de uitbetaling? ik ben verhuisd. hoe geef ik mijn adres door?")).toEqual([
      "hoi. wanneer is de uitbetaling?",
      "ik ben verhuisd. hoe geef ik mijn adres door?",
    ]);
  });

  it("splits where people number their questions or say another one follows", () => {
    expect(splitQuestions("goedemorgen! 1. waar zie ik mijn rooster 2. tot hoe laat is de kantine open")).toEqual([
      "goedemorgen! waar zie ik mijn rooster",
      "tot hoe laat is de kantine open",
    ]);
    expect(splitQuestions("ben mn pasje kwijt 🙈 en andere vraag, mag ik muziek luisteren tijdens het werk")).toEqual([
      "ben mn pasje kwijt 🙈",
      "mag ik muziek luisteren tijdens het werk",
    ]);
  });

  it("asks about an announced topic when the next sentence asks something besides", () => {
    expect(splitQuestions("ik heb vraag over werkkleding. en ook waar vind ik loonstrook?")).toEqual([
      "ik heb vraag over werkkleding.",
      "en waar vind ik loonstrook?",
    ]);
    // The topic of the question that follows, it stays in front of that question.
    expect(splitQuestions("ik heb een vraag over verlof. hoeveel dagen mag ik opnemen?")).toEqual([
      "ik heb een vraag over verlof. hoeveel dagen mag ik opnemen?",
    ]);
  });

  it("splits at a comma between two plain questions, not after a statement", () => {
    expect(splitQuestions("hoe vraag ik vrij aan, hoeveel vakantiedagen heb ik nog")).toEqual([
      "hoe vraag ik vrij aan",
      "hoeveel vakantiedagen heb ik nog",
    ]);
    expect(splitQuestions("ben weer beter, hoe meld ik me beter?")).toEqual(["ben weer beter, hoe meld ik me beter?"]);
  });

  it("reads a verb with the 'ik' dropped as a statement, not a question of its own", () => {
    expect(splitQuestions("ik wil mn vca halen, betalen jullie dat? zit in fase b")).toEqual([
      "ik wil mn vca halen, betalen jullie dat? zit in fase b",
    ]);
    expect(splitQuestions("kan morgen niet komen, hoe meld ik me af")).toEqual([
      "kan morgen niet komen, hoe meld ik me af",
    ]);
    expect(splitQuestions("ben ziek. wie moet ik bellen")).toEqual(["ben ziek. wie moet ik bellen"]);
    // The answer also reads the question without the statement after it; nothing else has one.
    expect(readQuestions("hoe meld ik me ziek? ben lid van de fnv")).toEqual({
      questions: ["hoe meld ik me ziek? ben lid van de fnv"],
      withoutAfterthought: "hoe meld ik me ziek?",
    });
    expect(readQuestions("ben ziek. wie moet ik bellen").withoutAfterthought).toBeNull();
    // With a subject after it the verb still asks.
    expect(splitQuestions("wanneer krijg ik mn loon. kan mijn vriend ook bij jullie werken")).toEqual([
      "wanneer krijg ik mn loon.",
      "kan mijn vriend ook bij jullie werken",
    ]);
    // "heb" and "ben" are "ik" forms only: an article after them opens the object, not a subject;
    // "word" is often written for "wordt".
    expect(readQuestions("vanaf hoe laat heb je op oudjaar toeslag? heb een late dienst op 31 dec")).toEqual({
      questions: ["vanaf hoe laat heb je op oudjaar toeslag? heb een late dienst op 31 dec"],
      withoutAfterthought: "vanaf hoe laat heb je op oudjaar toeslag?",
    });
    expect(splitQuestions("hoe meld ik me ziek? en word die eerste dag wel betaald")).toEqual([
      "hoe meld ik me ziek?",
      "en word die eerste dag wel betaald",
    ]);
    expect(splitQuestions("hoe geef ik mn uren door? heb je daar een app voor")).toEqual([
      "hoe geef ik mn uren door?",
      "heb je daar een app voor",
    ]);
  });
});
