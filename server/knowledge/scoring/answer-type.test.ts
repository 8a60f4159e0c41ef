import { describe, expect, it } from "vitest";
import { answerTypeMatch } from "./answer-type.ts";

describe("answerTypeMatch", () => {
  it("asks an amount of 'hoeveel', a moment of 'wanneer' and a contact of 'bij wie'", () => {
    expect(answerTypeMatch("hoeveel toeslag krijg ik", "Je krijgt 25% toeslag.")).toBe(1);
    expect(answerTypeMatch("hoeveel toeslag krijg ik", "Toeslagen staan op je loonstrook.")).toBe(-1);
    expect(answerTypeMatch("wanneer krijg ik mn loon", "Elke vrijdag.")).toBe(1);
    expect(answerTypeMatch("bij wie kan ik terecht", "Mail hr@voorbeeld.nl.")).toBe(1);
    expect(answerTypeMatch("bij wie kan ik terecht", "Dat mag niet.")).toBe(-1);
    expect(answerTypeMatch("mag ik roken", "Roken mag alleen buiten.")).toBe(0);
    // A moment can be a next event, a person a role.
    expect(answerTypeMatch("vanaf wanneer gaat het in", "Het gaat in vanaf de eerstvolgende verloning.")).toBe(1);
    expect(answerTypeMatch("bij wie laat ik het toepassen", "Bij de werkgever waar je het meest verdient.")).toBe(1);
  });

  it("takes the organisation for an answer to who pays", () => {
    expect(answerTypeMatch("wie betaalt de vog", "De kosten vergoeden we na je eerste dienst.")).toBe(1);
    expect(answerTypeMatch("wie betaalt de vog", "De aanvraag duurt vier weken.")).toBe(-1);
  });

  it("reads 'hoe oud' as an amount and 'hoe vroeg', 'welke tijden' as a moment", () => {
    expect(answerTypeMatch("hoe oud moet je zijn", "Vanaf 16 jaar.")).toBe(1);
    expect(answerTypeMatch("hoe vroeg moet ik er zijn", "Een kwartier voor je dienst.")).toBe(1);
    expect(answerTypeMatch("welke tijden werk je", "Je werkt in fases.")).toBe(-1);
  });

  it("asks an amount in the unit named: a number of days is not any figure", () => {
    const question = "na hoeveel dagen ziek krijg je de bedrijfsarts";
    expect(answerTypeMatch(question, "Bel uiterlijk 2 uur voor je dienst naar 050-1234568.")).toBe(-1);
    expect(answerTypeMatch(question, "Ben je langer dan 7 dagen ziek, dan belt de bedrijfsarts.")).toBe(1);
    expect(answerTypeMatch("hoeveel vakantiedagen heb ik", "Dat zijn 25 vakantiedagen per jaar.")).toBe(1);
    expect(answerTypeMatch("hoeveel geld krijg ik terug", "We vergoeden € 50 per jaar.")).toBe(1);
  });

  it("asks a month by name of 'welke maand'", () => {
    expect(answerTypeMatch("welke maand krijg ik vakantiegeld", "Het vakantiegeld betalen we in mei uit.")).toBe(1);
    expect(answerTypeMatch("welke maand krijg ik vakantiegeld", "Je bouwt 8% vakantiegeld op over je loon.")).toBe(-1);
  });

  it("asks a duration of 'hoe lang': a figure in days, weeks or months", () => {
    expect(answerTypeMatch("hoe lang is mijn opzegtermijn", "In fase B is je opzegtermijn 14 kalenderdagen.")).toBe(1);
    expect(answerTypeMatch("hoe lang is mijn opzegtermijn", "Bel 050-1234567 om op te zeggen.")).toBe(-1);
    // A word between the figure and its unit.
    expect(answerTypeMatch("hoe lang duurt fase A", "Fase A duurt 52 gewerkte weken.")).toBe(1);
    expect(answerTypeMatch("hoe lang duurt fase A", "Fase A is de eerste fase van 3.")).toBe(-1);
  });
});
