/** A text item of a PDF page: its text, where its baseline starts and ends, its font size. */
export type Piece = { str: string; x: number; y: number; end: number; size: number };
/** A line of a page; a footnote's first line and the lines it wraps onto say so. */
export type PageLine = { pieces: Piece[]; footnote?: "first" | "more" };

// A footnote mark: a number or a typographer's symbol, set as a superscript after a word.
const MARK = /^(?:\d{1,2}|[*†‡])$/;
const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const digitsOf = (mark: string) => mark.replace(/[⁰¹²³⁴-⁹]/g, (c) => String(SUPERSCRIPTS.indexOf(c)));
// Superscript digits typed as such ("feestdagen¹"), right after a word and before a space,
// punctuation or the end; "m²" and "km³" are units, not marks.
const INLINE_MARK = /(?<=[\p{L}%)])([¹²³⁰⁴-⁹]{1,2})(?=[\s,.;:!?)]|$)/gu;
const UNIT = /(?:^|[^\p{L}])[cdkm]?m$/u;
// A footnote's own line starts with its mark: a superscript, typed superscript digits, or
// a number in the footnote's small type ("1 Ook op Koningsdag.").
const LINE_MARK = /^\s*([¹²³⁰⁴-⁹]{1,2}|\d{1,2}|[*†‡])\s*(?=\S)/u;

/** Raised above and smaller than the piece it follows, and set against it: a superscript. */
const raisedAfter = (piece: Piece, before: Piece) =>
  piece.size < before.size * 0.95 &&
  piece.y - before.y > before.size * 0.2 &&
  Math.abs(piece.x - before.end) < before.size * 0.5;

/** The size most of a page's letters are set in: its body text. */
function bodySizeOf(lines: readonly PageLine[]): number {
  const weight = new Map<number, number>();
  for (const { pieces } of lines)
    for (const p of pieces) {
      const size = Math.round(p.size * 2) / 2;
      weight.set(size, (weight.get(size) ?? 0) + p.str.length);
    }
  return [...weight].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [0, 0])[0];
}

// Folded, not spread: a crafted page may draw more items than a call takes arguments.
const lineSize = (line: PageLine) => line.pieces.reduce((max, p) => Math.max(max, p.size), 0);
const lineBottom = (line: PageLine) => line.pieces.reduce((min, p) => Math.min(min, p.y), Infinity);

/**
 * A page's footnotes, read apart from its text: a footnote mark after a word
 * ("zon- en feestdagen¹", "vakantiegeld²") leaves the text the employee reads (it would
 * otherwise read "vakantiegeld2" and no longer match the word) when the page has the
 * footnote it points to, in small type below the text ("¹ Ook op Koningsdag."). That
 * footnote, without its mark, becomes a line of its own (see pageLines), so it reaches
 * a passage of the section it sits in: it may be the answer. Marks without a footnote on
 * the page, and small numbered lines no mark points to, stay as they are.
 */
export function withFootnotesApart(lines: readonly PageLine[]): PageLine[] {
  const bodySize = bodySizeOf(lines);
  const body = lines.filter((line) => lineSize(line) >= bodySize * 0.95);
  if (!body.length) return [...lines];
  const bodyBottom = body.reduce((min, line) => Math.min(min, lineBottom(line)), Infinity);

  // Footnotes: small lines below the text that start with a mark, with the lines they wrap onto.
  const notes = new Map<number, { mark: string; pieces: Piece[] }>(); // by line index
  const more = new Set<number>();
  let last = -1;
  lines.forEach((line, i) => {
    const [first, second] = line.pieces;
    if (lineSize(line) >= bodySize * 0.95 || first.y >= bodyBottom) return;
    if (second && MARK.test(first.str.trim()) && first.size < second.size * 0.95) {
      notes.set(i, { mark: first.str.trim(), pieces: line.pieces.slice(1) });
      last = i;
      return;
    }
    const m = LINE_MARK.exec(first.str);
    if (m) {
      const rest = { ...first, str: first.str.slice(m[0].length) };
      notes.set(i, { mark: digitsOf(m[1]), pieces: [rest, ...line.pieces.slice(1)] });
      last = i;
      return;
    }
    const above = lines[last]?.pieces[0];
    if (last >= 0 && above && above.y - first.y <= first.size * 1.6) {
      more.add(i);
      last = i;
    } else last = -1;
  });
  if (!notes.size) return [...lines];
  const noted = new Set([...notes.values()].map((n) => n.mark));

  // Marks in the text that point to one of those footnotes, and the first line pointing to each.
  const pointed = new Set<string>();
  const pointedAt = new Map<string, number>();
  const point = (mark: string, i: number) => {
    pointed.add(mark);
    if (!pointedAt.has(mark)) pointedAt.set(mark, i);
  };
  const text = lines.map((line, i): PageLine => {
    if (notes.has(i) || more.has(i)) return line;
    const pieces: Piece[] = [];
    let dropped = false;
    for (const raw of line.pieces) {
      const before = pieces.at(-1);
      const mark = raw.str.trim();
      if (before && MARK.test(mark) && noted.has(mark) && raisedAfter(raw, before)) {
        point(mark, i);
        dropped = true;
        continue;
      }
      // Punctuation right after a dropped mark closes up to the word ("wachtdag¹." → "wachtdag."),
      // rather than keeping the mark's width as a space.
      const piece = dropped && before && /^[.,;:!?)]/.test(raw.str) ? { ...raw, x: before.end } : raw;
      dropped = false;
      const str = piece.str.replace(INLINE_MARK, (typed: string, _m: string, at: number, whole: string) => {
        const digits = digitsOf(typed);
        if (!noted.has(digits) || UNIT.test(whole.slice(0, at))) return typed;
        point(digits, i);
        return "";
      });
      pieces.push(str === piece.str ? piece : { ...piece, str });
    }
    return { pieces };
  });

  // Each footnote pointed to, with the lines it wraps onto, goes after the paragraph whose
  // mark points to it: a page may hold several sections, and a footnote belongs to its own.
  const moved = new Set<number>();
  const after = new Map<number, PageLine[]>();
  for (const [i, note] of notes) {
    const at = pointedAt.get(note.mark);
    if (at === undefined) continue;
    const own: PageLine[] = [{ pieces: note.pieces, footnote: "first" }];
    moved.add(i);
    for (let j = i + 1; more.has(j); j++) {
      own.push({ ...text[j], footnote: "more" });
      moved.add(j);
    }
    const end = paragraphEnd(text, at, (j) => notes.has(j) || more.has(j));
    after.set(end, [...(after.get(end) ?? []), ...own]);
  }
  return text.flatMap((line, i) => (moved.has(i) ? [] : [line, ...(after.get(i) ?? [])]));
}

/** The last line of the paragraph line `i` is in: lines follow at ordinary spacing until a wider gap. */
function paragraphEnd(lines: readonly PageLine[], i: number, isNote: (j: number) => boolean): number {
  let j = i;
  while (j + 1 < lines.length && !isNote(j + 1)) {
    const gap = lineBottom(lines[j]) - lineBottom(lines[j + 1]);
    if (gap <= 0 || gap > lineSize(lines[j]) * 1.6) break;
    j++;
  }
  return j;
}
