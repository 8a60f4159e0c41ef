import { describe, expect, it } from "vitest";
import { reportsSick } from "./reports-sick.ts";

describe("reportsSick", () => {
  it.each([
    "ik ben ziek vandaag, kan niet komen werken",
    "ik lig met griep op bed en kan morgen niet werken",
    "Goedemorgen, ik voel me echt niet lekker 🤒 mn shift begint om 6 uur, wie moet ik bellen",
    "ben ziek, hoe meld ik me af en krijg ik de eerste dag wel betaald?",
    "heb sinds gisteren hoge koorts",
    "ik meld me ziek voor vandaag",
    "wil me ziek melden",
    "ziekmelding voor morgen",
    "ik heb de griep, kan niet komen",
    "hoi, ben ziek 🤒 wie moet ik bellen?",
    "Ik ben helaas ziek.",
    // Found by a re-test: the one-word spelling, a day ahead, since when, in hospital, a complaint.
    "ik wil me ziekmelden",
    "Ik moet me ziekmelden",
    "ik ben morgen ziek",
    "ik ben sinds maandag ziek",
    "ziek vandaag",
    "ik lig in het ziekenhuis",
    "kan niet komen, heb buikpijn",
    "ik voel me niet goed, kan ik naar huis?",
    // Found by a cleaning company's HR advisor: not coming in, the reason beside it; English.
    "ik kan morgen niet komen ziek",
    "hoofdpijn kan niet werken vandaag",
    "ziek kan niet komen",
    "kan vandaag niet werken want ziek",
    "i am sick today cannot come",
    "im sick",
    "calling in sick today",
    // Found by a re-test: the one word, as many send it.
    "ziek",
    "Ziek.",
    "ben ziek 🤒",
    // Found by a distribution centre's HR: an emoji right after the word, typed in a hurry,
    // and in the languages of its flex workers.
    "ziek 🤒",
    "ziek🤒",
    "ziek ❤️",
    "ik ben zik vandaag kan nie kome",
    "kben ziek vndg",
    "I'm sick today",
    "i feel sick",
    "i'm ill, can't come today",
    "I can't come to work today, I have fever",
    "I can't come to work today I have the flu",
    "I'm calling in sick today, can you tell my manager?",
    "i cant come today because im sick",
    "Jestem chory, dzisiaj nie przyjdę do pracy",
    "jestem chora",
    "Dzień dobry, źle się czuję i mam gorączkę",
    "zachorowałam, jestem na L4",
    "Sunt bolnav azi, nu pot veni la muncă",
    "sunt bolnavă",
    "Bună ziua, mă simt rău și am febră",
    "chory",
  ])("takes '%s' for a sick report", (text) => {
    expect(reportsSick(text)).toBe(true);
  });

  it.each([
    "hoe meld ik me ziek",
    "mag ik me gwn via whatsapp ziek melden",
    "krijg ik doorbetaald als ik een paar dagen ziek ben",
    "hoeveel krijg ik als ik langer ziek thuis zit",
    "mijn dochter is ziek, welke huisartsenpost is open",
    "mijn zoontje heeft hoge koorts",
    "ik was vorige week ziek maar ik ben weer beter",
    "ik ben ziek geweest, hoe meld ik me beter",
    "wat gebeurt er met mijn vakantiedagen als ik ziek ben",
    "krijgen we een griepprik via het werk?",
    "na hoeveel dagen ziek krijg je de bedrijfsarts aan de lijn",
    "de griep is eindelijk over",
    // Found by a re-test: "niet goed" about something else, an illness that is over.
    "ik ben niet goed uitbetaald deze maand",
    "ik voel me niet goed behandeld door mijn leidinggevende",
    "Ik ben niet goed op de hoogte van de nieuwe regels",
    "ik heb corona gehad, moet ik dat melden?",
    "hoe moet ik me ziekmelden",
    "kan morgen niet komen want mijn kind is ziek",
    "ik kan morgen niet komen, mijn moeder is ziek",
    "wat moet ik doen als ik niet kan komen omdat ik ziek ben",
    "what happens if i am sick",
    "i am not sick anymore",
    // Questions about calling in sick, in English, Polish or Romanian.
    "How do I call in sick?",
    "Can I call in sick by whatsapp?",
    "what is the number to call in sick",
    "how can i call in sick tomorrow",
    "who do i call when im sick",
    "Do I get paid when I am sick?",
    "I have a question about calling in sick?",
    "my son is sick, i can't come",
    "Jak mam zgłosić, że jestem chory?",
    "czy jestem chory jak mam katar",
    "Ce fac dacă sunt bolnav?",
    "cum anunt ca sunt bolnava",
    // Typed in a hurry, still a question.
    "hoe meld ik me zik",
    "mijn dochter is zik",
  ])("does not take '%s' for one", (text) => {
    expect(reportsSick(text)).toBe(false);
  });
});
