import { fold } from "../../knowledge/analysis/normalize.ts";

// Whole messages only: "stop" inside a sentence ("mag ik stoppen met …") is a question, and
// "afmelden" alone usually means calling in sick or off a shift, so it is no opt-out here.
const STOP = /^(?:stop+|stopp|unsubscribe|opt ?out|uitschrijven|afmelden whatsapp|geen berichten meer)$/;
const START = /^(?:start|aanmelden|opt ?in|subscribe|unstop)$/;

/** "stop" (opted out of what the organisation starts), "start" (back in), or null. */
export function optOutOf(message: string): "stop" | "start" | null {
  const said = fold(message)
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return STOP.test(said) ? "stop" : START.test(said) ? "start" : null;
}
