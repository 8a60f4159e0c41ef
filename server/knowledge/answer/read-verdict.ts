/**
 * What a model's reply to a yes-or-no question says: true, false, or null when it says
 * neither. Real models dress the one word up ("**JA**", "Ja.", "Antwoord: nee, de tekst
 * gaat over …", "Yes"), so the first yes or no word of the reply's first line counts, in
 * Dutch or English; a reply that starts on anything else is no verdict.
 */
export function readVerdict(reply: string): boolean | null {
  const first = reply.trim().split("\n")[0] ?? "";
  const word = /^[\s*_"'`>#-]*(?:antwoord\s*:\s*|answer\s*:\s*)?[*_"'`]*(ja|nee|yes|no)\b/i.exec(first)?.[1];
  if (!word) return null;
  return word.toLowerCase() === "ja" || word.toLowerCase() === "yes";
}

/**
 * Which of `count` numbered texts a model's reply picks: its index, -1 for none of them
 * ("0", "geen"), or null when the reply names no number on the list. The number may come
 * dressed ("**2**", "Tekst 2", "Nummer 3.", "Antwoord: 1"), but only at the start of the
 * first line: a number further on may be a figure quoted from a text.
 */
export function readPick(reply: string, count: number): number | null {
  const first = reply.trim().split("\n")[0] ?? "";
  const lead =
    /^[\s*_"'`>#-]*(?:(?:antwoord|answer|tekst|text|nummer|number|nr\.?)\s*:?\s*)?[*_"'`[(]*(\d+|geen|none)\b/i.exec(
      first,
    )?.[1];
  if (!lead) return null;
  if (/^(geen|none)$/i.test(lead)) return -1;
  const n = Number(lead);
  return n >= 0 && n <= count ? n - 1 : null;
}
