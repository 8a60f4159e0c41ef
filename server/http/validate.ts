import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError, type Refusal } from "./app-error.ts";

/**
 * zod validation of a request part; a failure goes through the error envelope with the
 * route's Dutch texts (given directly, or made from zod's issues when the schema carries
 * the messages).
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  refusal: Refusal | ((error: z.ZodError) => Refusal),
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const texts = typeof refusal === "function" ? refusal(result.error as unknown as z.ZodError) : refusal;
    throw AppError.of("invalid_input", 400, texts);
  });
}
