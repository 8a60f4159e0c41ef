/**
 * A function's results kept per word: analysis runs on every question, and the same words
 * come back all day. Cleared whole past `max` entries, which is cheaper than tracking use.
 */
export function boundedMemo<T>(compute: (word: string) => T, max = 200_000): (word: string) => T {
  const memo = new Map<string, T>();
  return (word) => {
    if (memo.has(word)) return memo.get(word) as T;
    const value = compute(word);
    if (memo.size > max) memo.clear();
    memo.set(word, value);
    return value;
  };
}
