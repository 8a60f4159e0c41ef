/** Spec leaves the length open; 4000 characters keeps the prompt well inside any model's window. */
export const MAX_INSTRUCTIONS = 4000;

/**
 * The instructions with an example added on a line of its own, or null when it is there
 * already or would not fit.
 */
export function withExample(text: string, example: string, max = MAX_INSTRUCTIONS): string | null {
  if (text.includes(example)) return null;
  const next = text.trim() ? `${text.trimEnd()}\n${example}` : example;
  return next.length > max ? null : next;
}
