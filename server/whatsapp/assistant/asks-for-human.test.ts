import { describe, expect, it } from "vitest";
import { asksForHuman } from "./asks-for-human.ts";

describe("asksForHuman", () => {
  it("hears a request for a person in the words employees use", () => {
    for (const text of [
      "medewerker",
      "Medewerker!",
      "mens",
      "iemand van HR graag",
      "mag ik een mens spreken",
      "ik wil graag iemand van hr spreken",
      "kan ik met een echte medewerker praten?",
      "kan iemand me bellen?",
      "bel me terug aub",
      "kunnen jullie mij terugbellen over mijn contract",
      "ik wil mijn intercedent spreken",
      "ik wil geen robot",
      "wil dat liever met iemand van hr bespreken ipv met een bot",
      "verbind me door met een mens",
      "kan mn intercedent me ff bellen daarover",
      "kan er vandaag nog iemand bellen aub",
      "wil iemand contact met me opnemen over mn ontslag",
      "geef me maar gewoon iemand van personeelszaken",
      "is er ook een mens die dit leest?",
      "kan ik iemand van jullie spreken over mn contract",
      "ik wil graag even iemand aan de lijn",
      "ik wil dit liever telefonisch bespreken",
      "ik heb liever persoonlijk contact",
      "wil graag contact met hr",
      "ik heb geen zin in een bot",
      "jij snapt het niet, geef me iemand anders",
      "stuur mn vraag maar door naar hr",
      "kun je dit doorsturen naar mijn intercedent",
      "is hier ook iemand echt aanwezig",
    ])
      expect(asksForHuman(text), text).toBe(true);
  });

  it("hears it in English, Polish and Romanian too", () => {
    for (const text of [
      "can I speak to a real person please",
      "I want to talk to someone from HR",
      "human please",
      "I need a human please",
      "i want to talk to someone from hr",
      "chcę rozmawiać z człowiekiem",
      "vreau să vorbesc cu cineva de la hr",
    ])
      expect(asksForHuman(text), text).toBe(true);
    for (const text of ["how many holidays do I get", "where is my payslip", "kiedy dostanę wypłatę"])
      expect(asksForHuman(text), text).toBe(false);
  });

  it("leaves questions about reaching someone, and other questions, to the knowledge base", () => {
    for (const text of [
      "hoe bereik ik hr?",
      "wat is het telefoonnummer van de planning",
      "moet ik me ziek bellen of appen",
      "ik moet de bedrijfsarts spreken, hoe regel ik dat",
      "wanneer is de planning klaar",
      "hoeveel vakantiedagen heb ik",
      "een collega maakt opmerkingen over mij. met wie kan ik hierover praten?",
      "ik wil iemand van personeelszaken spreken, welk nummer moet ik bellen",
      "kan ik hr ook zaterdag bellen?",
      "kan ik langskomen op kantoor",
      "ben jij een bot of niet",
      "mag ik mijn telefoon meenemen in het magazijn",
      "is er zo'n medewerker van de maand verkiezing met een prijs?",
      "",
    ])
      expect(asksForHuman(text), text).toBe(false);
  });
});
