import { describe, expect, it } from "vitest";
import { z } from "zod";
import { faqCreateInput, organizationGeneralInput } from "./validation.ts";
import { validationMessage } from "./validation-message.ts";

const refusal = (schema: z.ZodType, input: unknown) => validationMessage(schema.safeParse(input).error);
const faq = (question: string, answer: string) => ({
  id: crypto.randomUUID(),
  organization_id: "o",
  question,
  answer,
  is_active: true,
  ai_response_mode: "exact",
  requires_verification: false,
  now: 1,
});

describe("validationMessage", () => {
  it("names the FAQ field that is too long and its limit", () => {
    expect(refusal(faqCreateInput, faq("x".repeat(501), "Antwoord"))).toBe(
      "De vraag is te lang: gebruik maximaal 500 tekens.",
    );
    expect(refusal(faqCreateInput, faq("Vraag?", "y".repeat(5001)))).toBe(
      "Het antwoord is te lang: gebruik maximaal 5.000 tekens.",
    );
  });

  it("says in Dutch, with the limit, that a text without its own message is too long", () => {
    expect(refusal(organizationGeneralInput, { id: "o", name: "n".repeat(201), display_name: null, now: 1 })).toBe(
      "De tekst is te lang: gebruik maximaal 200 tekens.",
    );
  });

  it("keeps a schema's own Dutch message and falls back to 'Ongeldige invoer.' for the rest", () => {
    expect(refusal(faqCreateInput, { ...faq("Vraag?", "A"), alternative_questions: ["ab"] })).toBe(
      "Gebruik minimaal 3 tekens.",
    );
    expect(refusal(z.object({ n: z.number() }), { n: "een" })).toBe("Ongeldige invoer.");
    expect(validationMessage(undefined)).toBe("Ongeldige invoer.");
  });
});
