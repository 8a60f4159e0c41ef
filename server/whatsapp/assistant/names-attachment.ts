import { tokenize } from "../../knowledge/analysis/normalize.ts";

// What a photo or file is ("foto", "ziekbriefje", "contract") or words that point at it
// ("hierbij", "zie", "bijgevoegd", "attached"): such words only cover the file they came with.
const NAMES = new Set(
  [
    "foto fotos plaatje screenshot scan kopie pdf bestand bestanden document documenten bijlage bijlagen",
    "ziekbriefje briefje brief verklaring doktersverklaring artsenverklaring medische huisarts dokter arts",
    "contract arbeidsovereenkomst formulier loonstrook bon bonnetje factuur reisoverzicht id paspoort rijbewijs",
    "hierbij bijgevoegd zie hier bijlage attached attachment see here photo picture file note sick doctors",
  ]
    .join(" ")
    .split(" "),
);
// Words that go along with them: "hier is mijn …", "… getekend terug", "zoals gevraagd".
const ALONG = new Set(
  [
    "is zijn de het een mijn m jouw dit deze dat die van voor naar als in ik stuur stuurde je jullie",
    "getekend ondertekend ingevuld terug nog even ff zoals gevraagd graag alvast aub alsjeblieft alstublieft",
    "hoi hallo hey goedemorgen goedemiddag goedenavond groetjes groet ok oke",
    "is my the a of from for you as requested",
  ]
    .join(" ")
    .split(" "),
);

/**
 * Whether the words sent with a photo or file only say what it is ("hierbij mn ziekbriefje",
 * "zie foto", "mn contract getekend terug", "see attached"): no question and nothing else
 * the knowledge base could answer. The assistant cannot open the file, and HR does not get
 * it through WhatsApp, so such words are no question for HR either.
 */
export function namesAttachment(text: string): boolean {
  if (text.includes("?")) return false;
  const words = tokenize(text).map((t) => t.word);
  return words.some((w) => NAMES.has(w)) && words.every((w) => NAMES.has(w) || ALONG.has(w)) && words.length <= 10;
}
