// English function words, as expats and students mix them in ("where can i see what days im
// working next week"); not those a Dutch message uses for something else ("been", "just", "at").
export const ENGLISH_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    "i im i'm ive my mine your yours you the a an and or if to for from of with about how what where when why which who " +
    "can could would should will shall do does did done are were be being am get got gets getting this that these those " +
    "there their they them it its please thanks thank hi hey hello guys someone anyone anything something also still " +
    "yet until before after into onto on by up out so some any all many much very really dont don't doesnt isnt can't " +
    "wont didnt youre whats what's that's it's there's who's let's hows theres need needs"
  ).split(" "),
);

/** Whether a folded text mixes in English: two or more of its function words. */
export function mixesEnglish(folded: string): boolean {
  let count = 0;
  for (const word of folded.split(/[^\p{L}']+/u)) if (ENGLISH_FUNCTION_WORDS.has(word) && ++count >= 2) return true;
  return false;
}
