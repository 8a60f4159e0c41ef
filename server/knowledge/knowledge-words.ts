/**
 * The words of a text for topic counting: runs of letters, lower case, 4 to 40 long.
 * Shorter words are mostly stop words.
 */
export function knowledgeWords(text: string): string[] {
  const out: string[] = [];
  for (const match of text.toLowerCase().matchAll(/\p{L}+/gu)) {
    const word = match[0];
    if (word.length >= 4 && word.length <= 40) out.push(word);
  }
  return out;
}
