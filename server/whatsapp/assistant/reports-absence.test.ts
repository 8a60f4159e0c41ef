import { describe, expect, it } from "vitest";
import { reportsAbsence, reportsRecovery } from "./reports-absence.ts";

describe("reportsAbsence", () => {
  it.each([
    ["kan morgen niet komen want mijn kind is ziek", "absent"],
    ["ik kan morgen niet komen, mijn moeder is ziek", "absent"],
    ["ik ben niet ziek maar kan morgen niet komen", "absent"],
    ["ik kom vandaag niet, auto kapot", "absent"],
    ["ik kom niet want de trein rijdt niet", "absent"],
    ["kan vandaag helaas niet werken, begrafenis van mijn oom", "absent"],
    ["ben beter, morgen weer aan het werk", "recovered"],
    ["ik ben weer fit", "recovered"],
    ["ik meld me beter", "recovered"],
    // Found by a distribution centre's HR: "afmelden" as everyone says it, and not coming in
    // other languages.
    ["afmelden", "absent"],
    ["Afmelden.", "absent"],
    ["Ik wil me afmelden voor morgen", "absent"],
    ["ik meld me af voor vandaag", "absent"],
    ["wil me graag afmelden voor mijn dienst van zaterdag", "absent"],
    ["ik kan nie kome vandaag, auto kapot", "absent"],
    ["I can't come tomorrow", "absent"],
    ["I won't be in today, my car broke down", "absent"],
    ["nie mogę przyjść jutro", "absent"],
    ["Dzisiaj nie przyjdę do pracy", "absent"],
    ["Nu pot veni mâine", "absent"],
    ["nu vin azi la munca", "absent"],
    ["nu pot ajunge la muncă azi", "absent"],
    ["I can't work tomorrow, my car broke down", "absent"],
  ])("takes '%s' for %s", (text, kind) => {
    expect(reportsAbsence(text)).toBe(kind);
  });

  it.each([
    // A sick report has its own reply.
    "ik kan morgen niet komen ziek",
    "ik ben ziek vandaag, kan niet komen werken",
    // Questions about the rules.
    "wat moet ik doen als ik niet kan komen",
    "hoe meld ik me beter",
    "mag ik thuisblijven als ik niet kan komen door de sneeuw",
    "wanneer ben ik weer fit genoeg om te werken",
    // Other things.
    "ik kom er niet uit met de app",
    "ik kom niet meer door het poortje bij de ingang",
    "hoeveel vakantiedagen heb ik",
    "ben ik beter af met een vast contract",
    // Asking how to sign off, or signing off from something else.
    "hoe meld ik me af",
    "hoe moet ik me afmelden voor morgen",
    "kan ik me afmelden voor morgen?",
    "ik wil me afmelden voor de nieuwsbrief",
    "wat als ik niet kan komen",
    "Can I come later tomorrow?",
    "what do I do if I can't come to work?",
    "co mam zrobić, jeśli nie przyjdę do pracy?",
    "ce fac dacă nu pot veni?",
    "I can't work with this app",
    "nu ajung banii luna asta",
    "nie mogę znaleźć mojego grafiku",
    // Better and asking how to report it: the FAQ answers.
    "ben weer fit, kan morgen weer werke. hoe geef ik dat door",
    "ben weer fit 💪 kan morgen weer komen, moet ik dat ergens doorgeven?",
  ])("does not take '%s' for such news", (text) => {
    expect(reportsAbsence(text)).toBeNull();
  });

  it.each([
    ["ben weer fit, kan morgen weer werke. hoe geef ik dat door", true],
    ["ben weer fit 💪 kan morgen weer komen, moet ik dat ergens doorgeven?", true],
    ["ik ben weer beter", true],
    ["hoe meld ik me beter", false],
    ["wanneer ben ik weer fit genoeg om te werken", false],
    ["ben ik beter af met een vast contract", false],
    ["ik ben ziek, kan niet komen", false],
  ])("reads '%s' as a recovery: %s", (text, recovered) => {
    expect(reportsRecovery(text)).toBe(recovered);
  });
});
