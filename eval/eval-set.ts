import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "data");

const facts = z.array(z.array(z.string().min(1)).min(1)).min(1);
const single = z.union([z.object({ faq: z.string() }), z.object({ facts }), z.object({ handover: z.literal(true) })]);
export type Expectation = z.infer<typeof single>;

const question = z.object({
  id: z.string(),
  text: z.string().min(1),
  kind: z.enum(["faq", "handbook", "out_of_scope", "personal", "multi"]),
  expect: z.union([single, z.object({ parts: z.array(single).min(2) })]),
  traits: z.array(z.string()).default([]),
  split: z.enum(["train", "heldout"]),
});
export type EvalQuestion = z.infer<typeof question>;
export type Kind = EvalQuestion["kind"];

const faq = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type EvalFaq = z.infer<typeof faq>;

const read = (name: string) => fs.readFileSync(path.join(dataDir, name), "utf8");

/** The evaluation set in eval/data: FAQs, the handbook and the employee questions. */
export function loadEvalSet() {
  return {
    faqs: z.array(faq).parse(JSON.parse(read("faqs.json"))),
    handbook: read("handbook.md"),
    questions: z.array(question).parse(JSON.parse(read("questions.json"))),
  };
}
