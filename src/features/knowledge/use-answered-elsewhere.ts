import { useEffect, useState } from "react";
import { PHRASING_MIN, phrasingKey } from "../../../common/zero/phrasings.ts";
import { api, call } from "../../lib/api-client.ts";
import { answeringFaq } from "./answering-faq.ts";

// Asked once typing pauses: a phrasing edited in place would otherwise ask on every key.
const PAUSE_MS = 400;

/**
 * Per phrasing (by phrasingKey), the question of another FAQ the assistant answers it with
 * now, asked of 'Test de kennisbank' (the reply WhatsApp would give). Only what staff add
 * in this dialog is asked: the FAQ's stored phrasings were checked when they were added.
 * A failed request warns of nothing; saving never waits for this.
 */
export function useAnsweredElsewhere(
  check: { organizationId: string; faqId: string | null } | null,
  texts: readonly string[],
): ReadonlyMap<string, string | null> {
  const organizationId = check?.organizationId ?? null;
  const faqId = check?.faqId ?? null;
  // Answers hold for the FAQ they were asked for: another FAQ in the same dialog asks again.
  const [asked, setAsked] = useState<{ faqId: string | null; found: ReadonlyMap<string, string | null> }>({
    faqId,
    found: new Map(),
  });
  const found = asked.faqId === faqId ? asked.found : new Map<string, string | null>();
  const todo = [...new Set(texts.map((t) => t.trim()))].filter(
    (t) => t.length >= PHRASING_MIN && !found.has(phrasingKey(t)),
  );
  const todoKey = todo.join("\n");
  useEffect(() => {
    if (!organizationId || !todoKey) return;
    let current = true;
    const timer = setTimeout(async () => {
      const answers = await Promise.all(
        todoKey.split("\n").map(async (question) => {
          try {
            const result = await call(api.knowledge(organizationId).search.$post({ json: { question } }), "");
            return [phrasingKey(question), answeringFaq(result.reply, faqId)] as const;
          } catch {
            return [phrasingKey(question), null] as const;
          }
        }),
      );
      if (current)
        setAsked((before) => ({
          faqId,
          found: new Map([...(before.faqId === faqId ? before.found : []), ...answers]),
        }));
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [organizationId, faqId, todoKey]);
  return found;
}
