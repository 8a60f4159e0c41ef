import { nl } from "../../../common/i18n/nl.ts";
import { fold } from "../../knowledge/analysis/normalize.ts";

// Whole messages only: "stop" inside a question ("mag ik stoppen met mijn contract?") is a
// question, and "afmelden" alone usually means calling in sick or off a shift. Twilio's own
// opt-out words (STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT), their Dutch kin, and how
// English, Polish and Romanian flex workers say it ("don't write to me any more", "nie pisz
// do mnie więcej", "nu-mi mai scrieți").
const POLITE = "(?: (?:alstublieft|alsjeblieft|aub|a u b|graag|please|pls|prosze|va rog|te rog))?";
const ABROAD = [
  "(?:please )?(?:do not|don t|dont) (?:write|text|message|send messages)(?: to)?(?: me)?(?: (?:any ?more|again))?",
  "stop (?:messaging|texting|writing to) me",
  "(?:no more messages|remove me|unsubscribe me)",
  "(?:prosze )?nie (?:pisz|piszcie|pisac)(?: do mnie)?(?: (?:wiecej|juz))*",
  "nie chce (?:(?:wiecej|juz) )*(?:wiadomosci|smsow)",
  "(?:wypisz mnie|wypisac|rezygnuje)",
  "nu (?:(?:imi|mi|ma) )?mai (?:scrieti|scrie|trimiteti mesaje|trimite mesaje)(?: (?:mie|mesaje))?",
  "nu mai vreau mesaje",
  "(?:dezabonare|dezaboneaza ma)",
].join("|");
const STOP = new RegExp(
  `^(?:stop+|stopall|stoppen|unsubscribe|cancel|end|quit|opt ?out|uitschrijven|afmelden whatsapp|stop met (?:de )?berichten|geen berichten meer|stop (?:promoties|promotions|marketing(?:berichten)?)|${ABROAD})${POLITE}$`,
);
// Only for a number that sent STOP: "start" from anyone else is an ordinary message.
const START = /^(?:start|aanmelden|opt ?in|subscribe|unstop)$/;

/** "stop" (opted out of what the organisation starts), "start" (back in), or null. */
export function optOutOf(message: string): "stop" | "start" | null {
  const said = fold(message)
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return STOP.test(said) ? "stop" : START.test(said) ? "start" : null;
}

/**
 * The reply to STOP, or to START from a number that sent STOP, with the conversation's new
 * opt-out state; null for any other message (START from a number that never stopped, too).
 */
export function optOutReply(message: string, optedOutAt: Date | null) {
  const said = optOutOf(message);
  if (!said || (said === "start" && !optedOutAt)) return null;
  return {
    kind: "reply" as const,
    body: nl.assistant.optOut[said],
    handover: false,
    note: nl.explanation.optOut,
    update: { opted_out_at: said === "stop" ? new Date() : null },
  };
}
