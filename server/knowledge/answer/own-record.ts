// Questions about the employee's own record (their balance, their payment, their contract)
// or asking HR to change it: the knowledge base states rules, not one person's data, so
// these go to HR even when they share words with an FAQ (not when staff wrote an FAQ for
// the very situation, such as "Mijn loonstrook klopt niet": see findAnswer).
// What becomes of something the employee sent or asked for: only HR knows whether it has.
const HANDLED =
  "aangepast|verwerkt|geregeld|doorgevoerd|ontvangen|binnen|binnengekomen|goedgekeurd|afgekeurd|gewijzigd|veranderd|bekeken|behandeld|gelukt|verstuurd|opgestuurd|overgemaakt|gestort|betaald|uitbetaald|vergoed";

const OWN_RECORD = [
  // Not as a closing statement: "bonnetje heb ik nog" says they kept the receipt.
  /\b(heb|hebt|heeft|sta|staan|staat)\s+(ik|er)\s+(nog|al)\b(?!\s*[.!]*\s*$)/,
  /\bhoeveel\b[^.?!]{0,40}\b(heb|heeft|sta|staan)\s+ik\b[^.?!]{0,30}\b(nog|over|open|opgebouwd|gespaard|tegoed|gedraaid|gewerkt|gemaakt)\b/,
  // "hoeveel vakantiegeld heb ik staan": the employee's own balance.
  /\bhoeveel\b[^.?!]{0,40}\b(heb|heeft)\s+ik\b[^.?!]{0,20}\bstaan\b/,
  /\b(is|zijn|word|wordt|worden)\s+(mijn|m'?n|mn)\b[^.?!]{0,40}\b(al|nog|niet|wel)\b/,
  /\bklopt\s+(mijn|m'?n|mn|het dat ik)\b/,
  /\b(mijn|m'?n|mn)\b[^.?!]{0,40}\b(klopt|klopte|kloppen)\s+(niet|wel)\b/,
  /\bik\s+(heb|kreeg|krijg)\b[^.?!]{0,40}\b(te weinig|te veel|minder|niks|niets|geen)\b[^.?!]{0,40}\b(gekregen|ontvangen|betaald|uitbetaald|gehad|binnen)\b/,
  // Not "waarom kan ik mn iban niet aanpassen": what the app lets one do is a rule, not a record.
  /\b(waarom|hoe kan het dat)\b(?!\s+(kan|kun|mag)\s+ik\b)[^.?!]{0,30}\b(ik|mij|mijn|m'?n|mn)\b[^.?!]{0,40}\b(minder|te weinig|niet|geen|nog niet|nergens|nog)\b/,
  /\b(kun|kunnen|kan|kunt)\s+(je|jij|jullie|u)\b[^.?!]{0,50}\b(mijn|m'?n|mn)\b[^.?!]{0,50}\b(aanpassen|wijzigen|veranderen|checken|nakijken|controleren|opzoeken|doorgeven|sturen|opsturen)\b/,
  /\b(mijn|m'?n|mn)\s+(saldo|verlofsaldo|tegoed|stand)\b/,
  // The amount of their own pay, asked bare: "wat is mijn salaris?", "hoeveel verdien ik".
  // ("wat is mijn salaris bij ziekte" asks a rule and goes on past the noun.)
  /\b(wat|hoeveel)\s+(is|wordt|bedraagt)\s+(mijn|m'?n|mn)\s+(salaris|loon|uurloon|maandloon|brutoloon|nettoloon)\s*[?!.]*\s*$/,
  // "hoeveel verdien ik per uur", "wat krijg ik betaald per maand": their own rate, not a rule;
  // "hoeveel krijg ik per uur extra op zondag" goes on past the period and asks one.
  /\b(hoeveel|wat)\s+(verdien\s+ik|krijg\s+ik\s+(betaald|uitbetaald))(\s+(per|in het|een|in de)\s+(uur|dag|week|maand|jaar))?\s*[?!.]*\s*$/,
  // Where the asker stands: "in welke fase zit ik", "welke schaal heb ik".
  /\bwelke\b[^.?!]{0,30}\b(zit|ben|sta|val|heb)\s+ik\b/,
  // Asking HR to send them something of theirs: "kun je die naar me mailen".
  /\b(kun|kan|kunt|kunnen)\s+(je|jij|jullie|u)\b[^.?!]{0,60}\b(naar|aan)\s+(me|mij)\s+(mailen|sturen|opsturen|doorsturen|appen)\b/,
  // Something of theirs that did not arrive: "nog steeds niet gehad", "niet binnengekomen".
  /\bnog\s+(steeds\s+)?(niet|niks|niets|geen)\b[^.?!]{0,30}\b(gehad|ontvangen|binnen|gekregen|betaald|uitbetaald|gestort)\b/,
  /\b(mijn|m'?n|mn)\b[^.?!]{0,40}\b(is|zijn)\b[^.?!]{0,20}\bniet\s+(binnengekomen|ontvangen|betaald|uitbetaald|aangekomen|verwerkt|doorgekomen)\b/,
  // Money that was taken off their own pay ("er is 15 euro van mn loon afgehaald"); not the
  // rule ("wordt de pas op mijn salaris ingehouden als ik hem kwijt ben").
  /\b(is|zijn|werd|werden)\b[^.?!]{0,40}\b(van|op|uit)\s+(mijn|m'?n|mn)\s+(loon|salaris|loonstrook|strook|uitbetaling)\s+(afgehaald|ingehouden|afgetrokken|afgeschreven|gehaald)\b/,
  // Asking HR to check their case: "kunt u nagaan of mijn ziekmelding verwerkt is", "… wanneer ik het terugkrijg".
  /\b(nagaan|nakijken|checken|controleren|kijken)\s+(of|wanneer|hoeveel)\s+(mijn|m'?n|mn|ik)\b/,
  // Whether HR's records match theirs: "mijn bsn is … klopt dat met wat jullie hebben",
  // "staat mijn adres goed in het systeem".
  /\bklopt\s+(dat|dit|het|die)\s+(wel\s+|nog\s+)?met\s+(wat\s+(jullie|er|bij jullie)|jullie|het systeem|de administratie)\b/,
  /\b(sta|staat|staan)\s+(ik|mijn|m'?n|mn|dat|het)\b[^.?!]{0,30}\b(goed|juist|correct)\s+(bij jullie|in (het|jullie) systeem|in de administratie|geregistreerd)\b/,
  // Where something they sent or asked for stands: "is dat al aangepast", "hebben jullie mn
  // mail al ontvangen". Only HR knows; an FAQ on the subject answers how, not whether.
  new RegExp(
    String.raw`\b(is|zijn|wordt|worden)\s+(dat|het|die|deze|ze|hij|alles)\s+(al|inmiddels|nou|nu|intussen|ondertussen)\s+(\w+\s+){0,2}(${HANDLED})\b`,
  ),
  // The same of a thing of theirs named in full: "is de bon van mn werkschoenen al goedgekeurd".
  new RegExp(
    String.raw`\b(is|zijn|wordt|worden)\s+(de|het|die)\s+(\w+\s+){1,3}van\s+(mijn|m'?n|mn)\s+(\w+\s+){1,3}(al|inmiddels|intussen|ondertussen)\s+(\w+\s+){0,2}(${HANDLED})\b`,
  ),
  // Asked as a fragment: "nieuwe iban al verwerkt?", "mijn vog is binnen al?".
  new RegExp(String.raw`\bal\s+(${HANDLED})\s*[?!.]*\s*$`),
  new RegExp(String.raw`\b(mijn|m'?n|mn)\s+(\w+\s+){1,2}(is|zijn)\s+(al\s+)?(${HANDLED})\s+al\b`),
  /\b(hebben|heb|hebt|heeft)\s+(jullie|je|jij|u|hr|iemand)\s+(\w+\s+){0,3}(al|inmiddels|intussen|ondertussen)\s+(\w+\s+){0,2}(ontvangen|gezien|gelezen|verwerkt|binnen|aangepast|bekeken|behandeld|gekregen)\b/,
];

export function asksAboutOwnRecord(question: string): boolean {
  const text = question.toLowerCase();
  return OWN_RECORD.some((re) => re.test(text));
}
