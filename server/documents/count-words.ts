// What JavaScript's \s matches: ASCII white space, no-break space, the Unicode spaces and
// separators, and the byte order mark.
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The number of words in `text`: runs of characters between white space, as
 * `text.split(/\s+/).filter(Boolean).length` counts them, but without building an array of
 * every word. A 50 MB handbook has millions of words, and those short-lived strings made
 * the job worker's heap grow by tens of megabytes while it stored the passages.
 */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}
