/**
 * Text as a search compares it: lower case, accents off ("Zoë Müller" → "zoe muller"), so
 * what people type without the accents finds the name as it is written, and the other
 * way round.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("nl-NL");
}
