import { describe, expect, it } from "vitest";
import { anchorHandovers } from "./handover-anchors.ts";

const inbound = (id: string, message_body: string) => ({ id, direction: "inbound", message_body });
const bot = (id: string, message_body: string) => ({ id, direction: "outbound", message_body });
const handover = (question: string) => ({ question, faqId: null, staffAnswer: "Ja." });

describe("anchorHandovers", () => {
  it("keeps a question on the message it was handed over from", () => {
    const messages = [inbound("q", "Mag ik mijn rooster ruilen?"), bot("r", "Doorgezet naar HR.")];
    const found = anchorHandovers(messages, new Map([["q", handover("Mag ik mijn rooster ruilen?")]]));
    expect([...found.keys()]).toEqual(["q"]);
  });

  it("moves a question declined from the choices ('nee') to the message that asked it", () => {
    const messages = [
      inbound("old", "hoi"),
      inbound("q", "kan ik mn contract ff inzien? wil weten wnr die afloopt"),
      bot("offer", "Gaat je vraag over een van deze onderwerpen?\n1. Ziekmelding"),
      inbound("nee", "nee"),
      bot("r", "Doorgezet naar HR."),
    ];
    const h = handover("kan ik mn contract ff inzien? wil weten wnr die afloopt");
    const found = anchorHandovers(messages, new Map([["nee", h]]));
    expect([...found.entries()]).toEqual([["q", h]]);
  });

  it("finds one question of several, ignoring case, accents and punctuation; the latest asking wins", () => {
    const messages = [
      inbound("first", "Hoeveel vrij?"),
      inbound("again", "Hé, hoeveel VRIJ!! En de wifi-code?"),
      inbound("pin", "12345"),
    ];
    const found = anchorHandovers(messages, new Map([["pin", handover("wifi code")]]));
    expect([...found.keys()]).toEqual(["again"]);
    expect([...anchorHandovers(messages, new Map([["pin", handover("hoeveel vrij")]])).keys()]).toEqual(["again"]);
  });

  it("stays on the replied message when no earlier one holds the question, and never looks ahead", () => {
    const messages = [inbound("nee", "nee"), inbound("later", "vrije dagen")];
    expect([...anchorHandovers(messages, new Map([["nee", handover("vrije dagen")]])).keys()]).toEqual(["nee"]);
  });

  it("does not take a word inside another word for the question", () => {
    const messages = [inbound("q", "verlofdagen"), inbound("nee", "nee")];
    expect([...anchorHandovers(messages, new Map([["nee", handover("dagen")]])).keys()]).toEqual(["nee"]);
  });
});
