// The detail a question asks for, read from how it is put, and what a sentence holding
// that detail looks like: an amount, share or duration ("hoeveel", "krijg ik doorbetaald"),
// a moment ("wanneer", "hoe laat"), a person to turn to ("wie", "hoe heet"), or the
// condition or limit of a rule ("mag ik"). Stricter
// than the scorer's answer type: it picks one sentence out of a passage, not a passage.
const DETAILS: Array<{ asks: RegExp; holds: RegExp }> = [
  {
    asks: /\b(hoeveel|hoe ?lang|hoe ?hoog|hoe ?veel|wat kost|welk percentage|hoe ?vaak|hoe ?duur|wat krijg ik|(door|uit|terug)?betaald|vergoed|doorbetaling)\b/,
    holds:
      /\d|€|\b(procent|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|half|helft|dubbel|één|maximaal|minimaal|niet betaald|geen loon)\b/,
  },
  {
    asks: /\b(wanneer|hoe ?laat|hoe vroeg|welke dag|vanaf wanneer|tot wanneer|hoe snel)\b/,
    holds:
      /\d|\b(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|uiterlijk|direct|meteen|vooraf|voor aanvang|kwartier)\b/,
  },
  {
    asks: /\b(wie|bij wie|hoe heet|welk nummer|welk telefoonnummer|welk mailadres|bereiken)\b/,
    holds:
      /@|\d{3}|\b(intercedent|leidinggevende|teamleider|vertrouwenspersoon|bellen|mailen)\b|\b\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u,
  },
  {
    // "Mag ik …?" is answered by the rule and its condition or limit.
    asks: /\b(mag ik|mag je|kan ik|kun je|kan je|moet ik|moet je)\b/,
    holds: /\b(niet|alleen|mits|tenzij|maximaal|minimaal|toestemming|recht op)\b|\d/,
  },
  {
    asks: /\b(wat gebeurt|wat zijn de gevolgen|wat als|wat moet ik doen)\b/,
    // The consequence itself, not any passive ("worden … afgenomen" says nothing of what follows).
    holds:
      /\b(dan|krijg je|moet je|meld|gevolgen?|waarschuwing|boete|sanctie|ontslag|verwijderd|beëindig\w*|beeindig\w*|niet betaald|geen loon|ingehouden|inhouding)\b/,
  },
];

/** For each detail the question asks, the pattern of a sentence that holds it. */
export function askedDetails(question: string): RegExp[] {
  const q = question.toLowerCase();
  return DETAILS.filter((d) => d.asks.test(q)).map((d) => d.holds);
}
