import { fold } from "../../knowledge/analysis/normalize.ts";

// Slips and shorthand people type in a hurry when they cannot come ("ik ben zik vandaag kan
// nie kome", "kben ziek vndg"). Only words that are no other Dutch word: the whole analysis's
// abbreviation list also turns "do" into donderdag and "t" into het, which a report needs not.
const SLIPS = new Map(
  Object.entries({
    zik: "ziek",
    ziekk: "ziek",
    zieck: "ziek",
    ziej: "ziek",
    kome: "komen",
    komme: "komen",
    werke: "werken",
    nie: "niet",
    nit: "niet",
    niett: "niet",
    vandag: "vandaag",
    vandaa: "vandaag",
    vndg: "vandaag",
    vdg: "vandaag",
    morge: "morgen",
    mrgn: "morgen",
    mrg: "morgen",
    kben: "ik ben",
    kwil: "ik wil",
    kmoet: "ik moet",
    kheb: "ik heb",
    egt: "echt",
    ff: "even",
    mn: "mijn",
    "m'n": "mijn",
  }),
);

/**
 * A message as the report recognisers read it: lower case without diacritics ("muncă" →
 * "munca", "przyjdę" → "przyjde"), one kind of apostrophe, single spaces, and with `slips`
 * the Dutch slips above written out. Polish is read without them ("nie" is its "not").
 */
export function reportText(message: string, slips = true): string {
  const text = fold(message).replace(/[’`‘]/g, "'").replace(/\s+/g, " ");
  return slips ? text.replace(/[\p{L}']+/gu, (word) => SLIPS.get(word) ?? word) : text;
}
