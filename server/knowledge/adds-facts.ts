/** Numbers as they are written in Dutch HR texts: 25, 12,50, 09:00, 1.250, 8%. */
const DIGITS = String.raw`\d+(?:[.,:]\d+)*`;

const DIGIT_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const ONES = ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"];
const TEENS = [
  "tien",
  "elf",
  "twaalf",
  "dertien",
  "veertien",
  "vijftien",
  "zestien",
  "zeventien",
  "achttien",
  "negentien",
];
const TENS = ["", "", "twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"];

/**
 * Dutch number words a reworded answer may state a fact in ("dertig cent", "twee weken",
 * "vijfentwintig dagen"), with their value. The article "een" is no number; "één" is.
 */
const WORDS = new Map<string, number>([
  ["één", 1],
  ["anderhalf", 1.5],
  ["honderd", 100],
  ["duizend", 1000],
  ...ONES.slice(2).map((w, i) => [w, i + 2] as [string, number]),
  ...TEENS.map((w, i) => [w, i + 10] as [string, number]),
  ...TENS.flatMap((w, t) => (w ? [[w, t * 10] as [string, number]] : [])),
  ...TENS.flatMap((w, t) =>
    w
      ? DIGIT_VALUES.map(
          (u) => [`${u === 1 ? "een" : ONES[u]}${/^[ae]/.test(w) ? "ën" : "en"}${w}`, t * 10 + u] as [string, number],
        )
      : [],
  ),
]);

// What a number counts, in one spelling each: "€ 0,23" and "23 cent" are the same amount,
// "30%" and "30 procent" the same share; "25 dagen" and "25 euro" are different facts.
const UNIT_OF: Record<string, string> = {
  euro: "euro",
  eur: "euro",
  "€": "euro",
  cent: "cent",
  "%": "%",
  procent: "%",
  km: "km",
  kilometer: "km",
  kilometers: "km",
  uur: "uur",
  uren: "uur",
  minuut: "min",
  minuten: "min",
  dag: "dag",
  dagen: "dag",
  werkdag: "dag",
  werkdagen: "dag",
  week: "week",
  weken: "week",
  maand: "maand",
  maanden: "maand",
  jaar: "jaar",
  jaren: "jaar",
};

const TOKEN = new RegExp(String.raw`€|%|${DIGITS}|\p{L}+`, "gu");

type Fact = { value: string; unit: string };

/** The numbers a text states, each with what it counts where the text says so. */
function factsOf(text: string): Fact[] {
  const out: Fact[] = [];
  const tokens = text.match(TOKEN) ?? [];
  tokens.forEach((token, i) => {
    const value = /^\d/.test(token) ? normalise(token) : WORDS.get(token.toLowerCase());
    if (value === undefined) return;
    const unit = tokens[i - 1] === "€" ? "euro" : (UNIT_OF[(tokens[i + 1] ?? "").toLowerCase()] ?? "");
    // Cents are euros: "23 cent" states what "€ 0,23" does.
    out.push(unit === "cent" ? { value: String(Number(value) / 100), unit: "euro" } : { value: String(value), unit });
  });
  return out;
}

/**
 * True when `answer` states a number (days, amounts, times, percentages) that none of the
 * sources contains, in digits or in words ("dertig", "tien", "twee weken"), or a number
 * the sources have with another unit ("25 euro" where they say "25 dagen"): the check that
 * keeps a reformulated answer from inventing facts. An LLM reply that fails it is
 * discarded in favour of the verbatim text.
 */
export function addsFacts(answer: string, sources: string[]): boolean {
  const known = new Map<string, Set<string>>();
  for (const f of sources.flatMap(factsOf)) known.set(f.value, (known.get(f.value) ?? new Set()).add(f.unit));
  return factsOf(answer).some((f) => {
    const units = known.get(f.value);
    return !units || (f.unit !== "" && !units.has(f.unit) && !units.has(""));
  });
}

/** "09:00" as "9:00", "12,50" as "12.5", "0,23" as "0.23"; a thousands point ("1.250") as written. */
function normalise(n: string): string {
  const stripped = n.replace(/^0+(?=\d)/, "");
  if (/^\d+,\d+$/.test(stripped)) return String(Number(stripped.replace(",", ".")));
  return stripped;
}
