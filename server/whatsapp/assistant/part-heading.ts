/**
 * The line above one answer of several: the question it answers, without the sentences
 * around it that ask nothing ("Hoi, ik heb twee vragen. Wanneer wordt het salaris
 * uitbetaald?" → "Wanneer wordt het salaris uitbetaald?") and without the word that joined
 * it to the question before ("en hoe laat begint de werkdag?" → "Hoe laat begint de
 * werkdag?"), with a capital as a heading has. A part with no question mark is shown whole.
 */
export function partHeading(question: string): string {
  const text = question.replace(/\s+/g, " ").trim();
  const asked = text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.endsWith("?"));
  const heading = (asked.length ? asked.join(" ") : text).replace(JOINED, "");
  return heading.charAt(0).toLocaleUpperCase("nl-NL") + heading.slice(1);
}

// "en", "en ook", "maar", "verder", "oh en": what joins a second question to the first.
const JOINED = /^(?:(?:oh|o|nou)\s+)?(?:en|maar|verder|daarnaast|ook|and)(?:\s+ook)?\b[\s,]*(?=\S)/i;
