// Words that make a rule absolute. A reworded answer that says one its source does not
// ("mag altijd", "ook als je dichtbij woont") promises more than the source gives.
const ABSOLUTE = [
  "altijd",
  "nooit",
  "iedereen",
  "niemand",
  "onbeperkt",
  "ook als",
  "zelfs",
  "sowieso",
  "hoe dan ook",
  "in alle gevallen",
  "zonder voorwaarden",
  "gegarandeerd",
];

// Words that limit a rule: a condition, an exception, a ceiling or a negation. A reworded
// answer that drops one its source states ("in overleg met je leidinggevende", "vanaf 10
// kilometer", "niet") promises more than the source gives, or the opposite.
const LIMITS = [
  "niet",
  "geen",
  "alleen",
  "uitsluitend",
  "pas",
  "vanaf",
  "maximaal",
  "minimaal",
  "hoogstens",
  "ten minste",
  "minstens",
  "mits",
  "tenzij",
  "in overleg",
  "behalve",
  "uiterlijk",
  "tot en met",
  "nooit",
];

const says = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\d])${phrase.replace(/ /g, "\\s+")}(?![\\p{L}\\d])`, "iu").test(text);

/**
 * True when a reworded `reply` makes its source's rule wider: it says "altijd", "iedereen",
 * "ook als" and the like where the sources do not, or leaves out a condition, exception or
 * negation that `kern` (the source sentences the reply had to put in other words) states.
 */
export function widensClaim(reply: string, sources: string[], kern: string): boolean {
  const source = sources.join("\n");
  return (
    ABSOLUTE.some((w) => says(reply, w) && !says(source, w)) || LIMITS.some((w) => says(kern, w) && !says(reply, w))
  );
}
