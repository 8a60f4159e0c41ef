import { describe, expect, it } from "vitest";
import { asksAboutOwnData } from "./asks-about-own-data.ts";

describe("asksAboutOwnData", () => {
  it.each([
    "welke gegevens hebben jullie van mij?",
    "Welke persoonsgegevens hebben jullie allemaal van mij opgeslagen",
    "wat weten jullie allemaal over mij",
    "ik wil inzage in mijn gegevens",
    "Hierbij een inzageverzoek",
    "kan ik een kopie van mijn dossier krijgen",
    "mn gegevens opvragen hoe werkt dat",
    "what data do you have about me?",
    "I want access to my personal data",
  ])("reads %j as a request to see one's data", (message) => {
    expect(asksAboutOwnData(message)).toBe("access");
  });

  it.each([
    "verwijder al mijn gegevens",
    "Ik wil dat jullie mijn gegevens verwijderen",
    "kunnen jullie al mijn gegevens wissen? ik werk hier niet meer",
    "wis mijn data aub",
    "en verwijder daarna al mijn gegevens",
    "ik beroep me op het recht om vergeten te worden",
    "please delete my data",
    "remove all my personal information",
  ])("reads %j as a request to erase one's data", (message) => {
    expect(asksAboutOwnData(message)).toBe("erasure");
  });

  it.each([
    "hoe lang bewaren jullie gegevens van oud medewerkers?",
    "ik wil mijn adres wijzigen",
    "mijn gegevens kloppen niet op mijn loonstrook",
    "waar kan ik mijn gegevens aanpassen",
    "wanneer worden gegevens verwijderd",
    "hoe verwijder ik de app",
    "ik heb mijn rooster verwijderd per ongeluk",
    "wat is het wifi wachtwoord",
    "welke gegevens hebben jullie nodig van mij",
    "wat voor gegevens heeft hr van mij nodig voor het contract",
    "what information do you need from me",
  ])("leaves %j to the knowledge base", (message) => {
    expect(asksAboutOwnData(message)).toBeNull();
  });
});
