const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Every other spelling one deletion, swap of neighbours, substitution or insertion away. */
export function* editsOf(word: string): Generator<string> {
  const seen = new Set([word]);
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    const edits = [
      tail ? head + tail.slice(1) : "",
      tail.length > 1 ? head + tail[1] + tail[0] + tail.slice(2) : "",
      ...[...LETTERS].flatMap((c) => [tail ? head + c + tail.slice(1) : "", head + c + tail]),
    ];
    for (const edit of edits) {
      if (!edit || seen.has(edit)) continue;
      seen.add(edit);
      yield edit;
    }
  }
}
