// How Dutch employees phrase a question, not what they ask about. The 'dutch' stop word
// list keeps these, and requiring them would make "Hoeveel vakantiedagen krijg ik?" miss a
// passage that simply states the number of vakantiedagen.
const QUESTION_WORDS = new Set(
  (
    "hoeveel hoelang hoeveelste wanneer waarom waarmee waarover waarvoor welke welk " +
    "krijg krijgt krijgen kreeg mag mogen moet moeten kun kunt kunnen kan graag vraag vragen weten " +
    "willen wil wilt zou zouden iemand precies eigenlijk even alstublieft alsjeblieft bedankt dank hallo hoi " +
    "beste goedemorgen goedemiddag goedenavond zit werkt"
  ).split(" "),
);

/** The question without its phrasing words; unchanged when nothing else would be left. */
export function withoutQuestionWords(question: string): string {
  const kept = question
    .split(/\s+/)
    .filter((token) => !QUESTION_WORDS.has(token.toLowerCase().replace(/[^\p{L}]/gu, "")));
  return kept.some((t) => /\p{L}/u.test(t)) ? kept.join(" ") : question;
}
