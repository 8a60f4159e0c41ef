import { describe, expect, it } from "vitest";
import { asksAboutOwnRecord } from "./own-record.ts";

describe("asksAboutOwnRecord", () => {
  it.each([
    ["hoeveel vakantiedagen heb ik nog", true],
    ["hoeveel vakantiegeld heb ik staan", true],
    ["nieuwe iban al verwerkt?", true],
    ["mijn vog is binnen al?", true],
    ["waarom ben ik deze week nergens ingepland?", true],
    ["waarom staat er bij mij nog fase A in de app?", true],
    ["wanneer wordt het vakantiegeld al uitbetaald in mei of juni", false],
    ["hoeveel overuren heb ik deze maand al gedraaid?", true],
    ["er is 15 euro van mn loon afgehaald voor een nieuwe pas", true],
    ["wordt de pas ingehouden op mijn salaris als ik hem kwijt ben", false],
    ["Kunt u nagaan wanneer ik het bedrag terugkrijg?", true],
    ["is mijn contract al verlengd", true],
    ["klopt mijn loonstrook wel", true],
    ["ik heb deze week te weinig uitbetaald gekregen", true],
    ["kunnen jullie mijn adres aanpassen", true],
    ["wat is mijn verlofsaldo", true],
    ["wat is mijn salaris?", true],
    ["hoeveel verdien ik", true],
    ["hoeveel verdien ik per uur", true],
    ["wat krijg ik betaald per maand?", true],
    ["hoeveel krijg ik per uur extra op zondag", false],
    ["hoeveel krijg ik betaald als ik ziek ben", false],
    ["wat is mijn salaris bij ziekte", false],
    ["wanneer wordt mijn salaris betaald", false],
    ["in welke fase zit ik nu", true],
    ["kun je mijn jaaropgave naar me mailen", true],
    ["ik heb mijn reiskosten nog steeds niet gehad", true],
    ["mijn loon is vandaag niet binnengekomen", true],
    ["kunt u nagaan of mijn ziekmelding goed is verwerkt", true],
    ["waarom heb ik deze week minder loon gekregen", true],
    ["heb vorige week mn nieuwe adres gemaild, is dat inmiddels verwerkt", true],
    ["hebben jullie mijn doktersverklaring al ontvangen?", true],
    ["vrij aangevraagd voor de 12e, is het al goedgekeurd", true],
    ["mijn bsn is [BSN verwijderd] klopt dat met wat jullie hebben", true],
    ["staat mijn adres wel goed in het systeem?", true],
    ["is de bon van mn werk schoenen al goedgekeurd? heb m 3 weken terug geupload", true],
    ["is de declaratie van mijn reiskosten inmiddels uitbetaald", true],
    // Questions about the rules stay with the knowledge base.
    ["hoeveel vakantiedagen krijg ik per jaar", false],
    ["hoe geef ik een adreswijziging door", false],
    ["klopt het dat de toeslag op zondag 100% is", false],
    ["wanneer wordt het loon betaald", false],
    ["waar vind ik mijn loonstrook", false],
    ["welke fases zijn er in de cao", false],
    ["wat moet ik doen als mijn loon niet op tijd is", false],
    ["waarom kan ik mn iban niet aanpassen in de app", false],
    // How long processing takes is a rule.
    ["hoe lang duurt het voordat een adreswijziging is verwerkt", false],
    ["als ik het voor maandag doorgeef, wordt het dan nog deze week verwerkt", false],
    ["wordt de vergoeding van mijn werkschoenen met het loon uitbetaald", false],
  ])("%s → own record: %s", (question, own) => {
    expect(asksAboutOwnRecord(question)).toBe(own);
  });
});
