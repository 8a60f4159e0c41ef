/**
 * The line above one answer of several: the question it answers, without the sentences
 * around it that ask nothing ("Hoi, ik heb twee vragen. Wanneer wordt het salaris
 * uitbetaald?" → "Wanneer wordt het salaris uitbetaald?"). A part with no question mark
 * is shown whole.
 */
export function partHeading(question: string): string {
  const text = question.replace(/\s+/g, " ").trim();
  const asked = text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.endsWith("?"));
  return asked.length ? asked.join(" ") : text;
}
