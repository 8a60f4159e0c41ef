/**
 * Page furniture in text that was laid out on pages (a PDF, or a TXT copied out of one):
 * page numbers ("Pagina 3 van 24", "- 3 -", "3" alone), a table of contents' dot leaders,
 * and the header and footer lines that repeat at the top or bottom of many pages
 * ("Flexwerk Noord – Personeelshandboek 2026", "Vertrouwelijk – alleen voor intern
 * gebruik"). Left in, they land in passages and so in answers on the phone.
 *
 * Found in a first pass over the lines (`furnitureOf`), then left out in a second
 * (`withoutFurniture`): a header is only known to be one after it has repeated.
 */
export type Furniture = { repeated: Set<string>; pageNumbers: Set<number> };

const EXPLICIT_PAGE =
  /^(?:pagina|page|blz\.?|p\.)\s*\d{1,4}(?:\s*(?:van|of|\/)\s*\d{1,4})?$|^\d{1,4}\s*(?:van|of|\/)\s*\d{1,4}$/i;
const LONE_NUMBER = /^[-–—]?\s*(\d{1,4})\s*[-–—]?$/;
// "1 Inleiding ........ 3": a table of contents' line repeats a heading and points to a page.
const DOT_LEADER = /(?:\.\s?){4,}\s*\d{1,4}$|…{2,}\s*\d{1,4}$/;
// Lines this near (non-blank lines) to a page break or page number are where headers sit.
const NEAR = 2;
const MAX_TRACKED = 50_000; // distinct lines counted; bounds memory on a 50 MB file
const MAX_FURNITURE_CHARS = 120;

const normal = (line: string) =>
  line
    .replace(/[\f\u00AD]/g, "")
    .replace(/\s+/g, " ")
    .trim();
const loneNumber = (line: string) => {
  const m = LONE_NUMBER.exec(line);
  return m ? Number(m[1]) : null;
};

export async function furnitureOf(lines: AsyncIterable<string> | Iterable<string>): Promise<Furniture> {
  const counts = new Map<string, number>();
  const numbers = new Set<number>();
  let breaks = 0;
  let sinceBreak = 0;
  let before: string[] = []; // the last lines of the current page not yet counted as near
  const count = (line: string) => {
    if (line.length > MAX_FURNITURE_CHARS) return;
    if (counts.has(line) || counts.size < MAX_TRACKED) counts.set(line, (counts.get(line) ?? 0) + 1);
  };
  const pageBreak = () => {
    for (const line of before) count(line);
    before = [];
    sinceBreak = 0;
    breaks++;
  };
  for await (const raw of lines) {
    if (raw.includes("\f")) pageBreak();
    const line = normal(raw);
    if (!line) continue;
    const lone = loneNumber(line);
    if (lone !== null) numbers.add(lone);
    if (EXPLICIT_PAGE.test(line) || lone !== null) {
      pageBreak();
      continue;
    }
    if (sinceBreak < NEAR) count(line);
    else {
      before.push(line);
      if (before.length > NEAR) before.shift();
    }
    sinceBreak++;
  }
  pageBreak();
  const repeated = new Set<string>();
  // Only a document with pages has headers; on two pages one repeat shows it, on more, two.
  if (breaks > 2) {
    const least = breaks > 3 ? 3 : 2;
    for (const [line, n] of counts) if (n >= least) repeated.add(line);
  }
  // A number alone is a page number when its neighbour is one too ("3" … "4"), not "112".
  const pageNumbers = new Set([...numbers].filter((n) => numbers.has(n - 1) || numbers.has(n + 1)));
  return { repeated, pageNumbers };
}

export async function* withoutFurniture(
  lines: AsyncIterable<string> | Iterable<string>,
  furniture: Furniture,
): AsyncGenerator<string> {
  for await (const raw of lines) {
    const line = normal(raw);
    if (line) {
      const lone = loneNumber(line);
      if (lone !== null && furniture.pageNumbers.has(lone)) continue;
      if (EXPLICIT_PAGE.test(line) || DOT_LEADER.test(line) || furniture.repeated.has(line)) continue;
    }
    // A page break alone is no paragraph's end: a sentence often goes on on the next page.
    if (raw.trim() === "" && raw.includes("\f")) continue;
    yield raw.replace(/[\f\u00AD]/g, "");
  }
}
