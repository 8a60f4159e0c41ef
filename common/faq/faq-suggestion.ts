/** A suggested FAQ: question, optional answer, confidence 0..1. The server makes them; the FAQ dialog offers them. */
export type FaqSuggestion = { question: string; answer?: string; confidence: number };
