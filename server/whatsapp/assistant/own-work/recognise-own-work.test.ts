import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { splitQuestions } from "../../../knowledge/answer/split-questions.ts";
import { recogniseOwnWork } from "./recognise-own-work.ts";

const SHIFT_QUESTIONS = [
  "wanneer moet ik volgende week werken?",
  "Wanneer moet ik volgende week werken",
  "hoe laat begint mijn dienst morgen?",
  "waar werk ik zaterdag?",
  "heb ik vandaag een dienst",
  "mijn rooster deze week",
  "welke diensten heb ik",
  "wnr moet ik werken volg week",
  "hoelaat begint mn shift mrgn",
  "waar werk ik zat",
  "heb ik mrgn werk?",
  "werk ik morgen?",
  "moet ik zondag werken?",
  "wanneer is mijn volgende dienst",
  "hoeveel diensten heb ik deze week",
  "sta ik overmorgen ingepland?",
  "waar moet ik vrijdag heen?",
  "wat is mijn rooster",
  "mijn rooster",
  "rooster van mij?",
  "hoe laat moet ik morgen beginnen",
  "hoe laat moet ik er morgen zijn voor de late",
  "heb ik op 12-3 een dienst?",
  "wat zijn mijn diensten op 12 maart",
  // As short as WhatsApp gets.
  "moet ik morgen?",
  "rooster?",
  "planning voor zaterdag",
  "heb k volgende week wat",
  // Until when, for the asker's own day: still the roster.
  "tot hoe laat werk ik vandaag",
  "stuur mn rooster van volgende week ff",
];
const PROFILE_QUESTIONS: Array<[string, string[]]> = [
  ["welk e-mailadres hebben jullie van mij", ["email"]],
  ["klopt mijn telefoonnummer?", ["phone"]],
  ["wat is mijn personeelsnummer", ["employee_number"]],
  ["welk mailadres hebben jullie van mij?", ["email"]],
  ["welke gegevens hebben jullie van mij", ["email", "phone", "employee_number"]],
];
const NOT_OWN_WORK = [
  "moet ik morgen ook pauze nemen",
  "rooster veranderd?",
  "heb ik morgen wat nodig voor de training",
  "hoeveel uur mag ik per week werken",
  "wat is de toeslag op zaterdag",
  "hoe meld ik me ziek?",
  "waar kan ik mijn werk rooster bekijken",
  "moi, hoe weet ik wanneer ik volgende week werk",
  "ik ben nieuw, waar zie ik wanneer ik moet werken",
  "krijg ik een melding als mijn rooster veranderd",
  "hoe laat begint een vroege dienst",
  "hoelaat begint de laate dienst",
  "kan ik mn dienst van morgen nog cancelen",
  "ik heb morgen een dienst maar ik voel me echt niet lekker, hoe moet ik me afmelden",
  "wie moet ik bellen als ik gewond raak tijdens mn dienst",
  "hoe laat moet ik me uiterlijk ziek melden voor een late dienst",
  "voel me beroerd vandaag, hoe laat moet ik uiterlijk doorgeven dat ik niet kan komen",
  "moet ik mijn uren vandaag nog doorgeven",
  "ik sta morgen 6 uur ingepland, heb ik dan recht op pauze of niet",
  "waarom krijg ik sinds vorige week geen diensten meer",
  "kun je mij volgende week in het dc inplannen ipv in de horeca",
  "kun je mijn telefoonnummer in het systeem veranderen, ik heb een nieuw nummer",
  "wat is het e-mailadres van hr",
  "welk telefoonnummer moet ik bellen bij ziekte",
  "ik begin volgende week, welke tijden werk je bij jullie eig",
  "wanneer komt de planning voor volgende week online",
  "tot wanneer kan ik mijn beschikbaarheid invullen voor volgende week",
  "Hoeveel vakantiedagen heb ik nog?",
  "wat voor weer wordt het morgen",
  "ik wil meer werken, hoe kom ik aan extra diensten",
  "hoeveel minuten break heb ik bij een shift van 8 uur",
  "hoeveel weken moet ik werken voor ik uit fase a ben",
  "tot hoe laat moet ik laten weten dat ik morgen weer kan",
  "naar welk mailadres moet ik mijn loonstrook fout sturen",
  "mis 6 uur van dinsdag, moet ik dat naar hr mailen of bellen",
  "hallo ik ben sick morgen, wie moet ik belle? mijn dienst is 14:00",
  "tot wanneer moet ik mn uren invullen zodat ik ze deze week nog betaald krijg?",
  "vaste mensen bij de opdrachtgever gaan staken volgende week, moet ik dan gewoon mijn dienst draaien?",
  "kheb nog geen pushmelding gehad van mn diensten voor volgende week, wnr komt die?",
  "feeling better 🙂 tot hoe laat moet ik 'hersteld' aanzetten als ik morgen weer wil werken",
];

describe("recogniseOwnWork", () => {
  it.each(SHIFT_QUESTIONS)("a question about one's own shifts: %s", (q) => {
    expect(recogniseOwnWork(q)).toEqual({ kind: "shifts" });
  });
  it.each(PROFILE_QUESTIONS)("a question about one's own record: %s", (q, fields) => {
    expect(recogniseOwnWork(q)).toEqual({ kind: "profile", fields });
  });
  it.each(NOT_OWN_WORK)("not a lookup of one's own work: %s", (q) => {
    expect(recogniseOwnWork(q)).toBeNull();
  });
  it("takes none of the evaluation's questions (nor a question within one) away from the FAQ and HR", () => {
    const questions: Array<{ text: string; kind: string }> = JSON.parse(
      fs.readFileSync(new URL("../../../../eval/data/questions.json", import.meta.url), "utf8"),
    );
    const taken = questions.filter((q) => splitQuestions(q.text).some((part) => recogniseOwnWork(part)));
    // Asking to check one's own record is what the record lookup is for.
    expect(taken.map((q) => [q.kind, q.text])).toEqual([
      [
        "personal",
        "ik heb de link voor de vog nooit gekregen, kan je checken of mijn mailadres goed in het systeem staat",
      ],
      // A held-out question taken wrongly until the sixth batch's training part asked "naar welk
      // mailadres moet ik dat sturen" (where to send, not one's own address): the rule made for
      // that one released it too.
      // Whether one still has shifts: the roster answers it for a known employee, HR reads along.
      [
        "personal",
        "mn teamleider zei vandaag dat ik niet meer terug hoef te komen bij de klant 😳 heb ik nu nog wel werk bij jullie?",
      ],
      // Held out, and taken since "naar welk adres …" (a preposition before the question word)
      // is asked apart: "welke gegevens heeft u van mij nodig?" alone reads as asking for one's
      // details. Left as it is, being held out.
      [
        "faq",
        "Geachte heer/mevrouw,\n\nOp mijn salarisstrook over week 9 staat een lager uurloon vermeld dan in mijn opdrachtbevestiging is afgesproken. Naar welk adres kan ik dit het beste sturen en welke gegevens heeft u van mij nodig?\n\nMet vriendelijke groet,\nMarloes Dijkhuis",
      ],
      // Held out (seventh batch) and taken wrongly when it came: "neemt … over" is taking a
      // shift over (an FAQ), and "mn shift van morgen" reads as asking one's roster. Left as it is.
      ["faq", "collega neemt mn shift van morgen over, is dat dan gwn geregeld of moet iemand akkoord geven?"],
    ]);
  });
});
