import { describe, expect, it } from "vitest";
import { notHelped } from "./not-helped.ts";

describe("notHelped", () => {
  it("hears that the answer before did not help", () => {
    for (const text of [
      "ok maar dat snap ik niet",
      "dit is niet wat ik vroeg",
      "ja maar dat heb ik allemaal al geprobeerd",
      "thanks maar het inloggen lukt nog steeds niet",
      "dank je, maar hij staat er echt niet bij",
      "ja dat weet ik, maar ik krijg ze dus niet",
      "oke maar het is nu juni en ik heb nog niks gehad??",
      "heb ik al gemaild, 5 weken geleden, nog steeds niks gehoord",
      "daar heb ik niks aan",
      "thx, ik wacht nog op mijn loon",
      "ok ik wacht al 2 weken op antwoord",
      "bedankt, heb nog steeds geen reactie gehad",
    ])
      expect(notHelped(text), text).toBe(true);
  });

  it("leaves new questions and problems to the knowledge base", () => {
    for (const text of [
      "ok maar hoe zit het dan in het weekend?",
      "ok maar waar vind ik mn loonstrook dan",
      "top, maar mag ik dan ook op zondag werken",
      "nee maar ik bedoel mijn loonstrook van mei",
      "ok maar het gaat over mijn reiskosten",
      "ok maar ik ben mn wachtwoord vergeten",
      "mijn loonstrook klopt niet",
      "ik kan niet inloggen in de app",
      "betalen jullie elke vrijdag uit of per 4 weken, snap het niet helemaal",
      "ik heb mijn reiskosten van maart nog steeds niet gehad",
      "top dan wacht ik het af",
      "ik wacht nog even met vakantie aanvragen",
      "bedankt!",
      "",
    ])
      expect(notHelped(text), text).toBe(false);
  });
});
