/**
 * Twilio refuses a body over 1,600 characters (error 21617) and counts some characters
 * (emoji among them) as more than one: parts stay under 1,500 to keep a margin.
 */
export const MAX_PART = 1500;

// Where a reader pauses, best first; a sentence keeps its closing mark, a break is cut before.
const PAUSES = [/\n\s*\n/g, /\n/g, /(?<=[.!?…])\s/g, /\s/g];

/** The last good place to cut `text` at or before `max`, in its second half: a paragraph, a line, a sentence, a word. */
function cutAt(text: string, max: number): number {
  const window = text.slice(0, max + 1);
  for (const pattern of PAUSES) {
    const cuts = [...window.matchAll(pattern)].map((m) => m.index).filter((i) => i >= max / 2 && i <= max);
    if (cuts.length) return cuts[cuts.length - 1];
  }
  // One unbroken run of text: cut it, but never between the two halves of an emoji.
  const code = text.charCodeAt(max - 1);
  return code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
}

/**
 * A reply too long for one WhatsApp message as the messages to send, in order, each at
 * most `max` characters, cut where a reader would pause. A short reply is one part, as is.
 */
export function splitBody(body: string, max = MAX_PART): string[] {
  const parts: string[] = [];
  let rest = body;
  while (rest.length > max) {
    const cut = cutAt(rest, max);
    const part = rest.slice(0, cut).trimEnd();
    if (part) parts.push(part);
    rest = rest.slice(cut).trimStart();
  }
  if (rest.trim() || parts.length === 0) parts.push(rest);
  return parts;
}
