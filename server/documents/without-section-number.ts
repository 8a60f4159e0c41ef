/**
 * A heading without its section number ("2. Toeslagen", "2.1 Ziekte", "3.2.1. Melden",
 * "1 Inleiding" → the words): the number orders a handbook's table of contents, but in a
 * choice ("Toeslagen (uit handboek.md)"), a suggested FAQ or an explanation it only gets in
 * the way. A number that is part of the title ("3 dagen verlof") has no dot and goes on in
 * lower case, and stays.
 */
export function withoutSectionNumber(heading: string): string {
  return heading
    .replace(/^\d{1,3}\.(?:\d{1,3}\.?)*[ \t\u00A0]+(?=\S)/, "")
    .replace(/^\d{1,2}[ \t\u00A0]+(?=\p{Lu})/u, "");
}
