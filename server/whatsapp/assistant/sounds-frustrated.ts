import { tokenize } from "../../knowledge/analysis/normalize.ts";

// Words an employee uses when they are angry or fed up, not when they ask something calmly.
const ANGRY_WORDS = new Set(
  [
    "belachelijk schandalig schande absurd waardeloos bagger triest zielig kut klote kloten godverdomme",
    "tering wtf ffs verschrikkelijk onacceptabel onbeschoft respectloos ridiculous unacceptable",
  ]
    .join(" ")
    .split(" "),
);
// Being fed up, and nobody answering, in the words people write it ("ik ben het zat", "niemand neemt op").
const FED_UP = [
  /\b(?:ben|zijn) (?:het|t|er) (?:echt |helemaal |zo )?(?:zat|spuugzat|beu)\b/,
  /\bniemand (?:neemt|nam) (?:op|de telefoon op)\b|\bneemt niemand op\b/,
  /\b(?:nooit|geen) (?:antwoord|reactie|reageren)\b.*\b(?:jullie|weer|nooit)\b|\bkrijg (?:ik )?nooit (?:antwoord|reactie)\b/,
  /\bniet normaal\b|\bslaat nergens op\b|\bben (?:echt |zo )?(?:boos|kwaad|woedend|pissig)\b/,
];

/**
 * Whether a message sounds angry or fed up ("dit is echt belachelijk!!! mn loon is weer te
 * laat", "waarom krijg ik nooit antwoord van jullie?? ik ben het zat"): someone who writes
 * that and whom nothing answers for sure wants a person and an apology, not a numbered list
 * of topics or "geen zeker antwoord". Three exclamation marks count too; one or two
 * ("top!!") are enthusiasm as often as anger.
 */
export function soundsFrustrated(message: string): boolean {
  if (/!{3,}/.test(message)) return true;
  const words = tokenize(message).map((t) => t.word);
  if (words.some((w) => ANGRY_WORDS.has(w))) return true;
  const said = words.join(" ");
  return FED_UP.some((pattern) => pattern.test(said));
}
