// WhatsApp Dutch as people type it: abbreviations and common typos written out, so the
// recognisers below match a handful of spellings instead of every variant.
const WORDS: Record<string, string> = {
  wnr: "wanneer",
  wnneer: "wanneer",
  wanner: "wanneer",
  mrgn: "morgen",
  mrgen: "morgen",
  morge: "morgen",
  morgn: "morgen",
  ovrmrgn: "overmorgen",
  vndg: "vandaag",
  vandaa: "vandaag",
  vnd: "vandaag",
  zat: "zaterdag",
  za: "zaterdag",
  zatedag: "zaterdag",
  zaterdg: "zaterdag",
  zon: "zondag",
  vr: "vrijdag",
  vrijdg: "vrijdag",
  do: "donderdag",
  wo: "woensdag",
  di: "dinsdag",
  volg: "volgende",
  vlg: "volgende",
  vlgnde: "volgende",
  volgnde: "volgende",
  volgend: "volgende",
  k: "ik",
  mn: "mijn",
  "m'n": "mijn",
  hoelaat: "hoe laat",
  dienste: "diensten",
  dienstn: "diensten",
  shift: "dienst",
  shifts: "diensten",
  wrk: "werk",
  wrken: "werken",
  werke: "werken",
  rooter: "rooster",
  roostr: "rooster",
  plannig: "planning",
  email: "e-mail",
  emailadres: "e-mailadres",
  mailadres: "e-mailadres",
  "e-mail-adres": "e-mailadres",
  tel: "telefoonnummer",
  telnr: "telefoonnummer",
  personeelsnr: "personeelsnummer",
};

/** Lower case, punctuation gone, one space between words, abbreviations written out. */
export function normaliseChat(text: string): string {
  return text
    .toLowerCase()
    .replace(/[?!.,;:()"“”]+(?=\s|$)/g, " ")
    .replace(/[?!,;()"“”]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(" ");
}
