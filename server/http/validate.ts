import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import { z } from "zod";
import { hasNulByte } from "../../common/input/nul-bytes.ts";
import { AppError, type Refusal } from "./app-error.ts";

/**
 * zod validation of a request part; a failure goes through the error envelope with the
 * route's Dutch texts (given directly, or made from zod's issues when the schema carries
 * the messages). Only the schema's own messages reach a refusal function: zod's built-in
 * ones are English, so every other issue arrives with an empty message and the route's
 * fallback text applies. A NUL byte anywhere in the value is refused the same way.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  refusal: Refusal | ((error: z.ZodError) => Refusal),
) {
  // The schema as the route declared it (its types feed the typed client), parsed with
  // zod's own messages blanked and NUL bytes refused first.
  const guarded = Object.create(schema, {
    safeParseAsync: {
      value: (value: unknown) =>
        hasNulByte(value) ? Promise.resolve(nulFailure) : schema.safeParseAsync(value, { error: () => "" }),
    },
  }) as T;
  return zValidator(target, guarded, (result) => {
    if (result.success) return;
    const texts = typeof refusal === "function" ? refusal(result.error as unknown as z.ZodError) : refusal;
    throw AppError.of("invalid_input", 400, texts);
  });
}

const nulFailure = {
  success: false as const,
  error: new z.ZodError([{ code: "custom", path: [], message: "", input: undefined }]),
};

const uuid = z.uuid();
/** Whether `value` is a UUID: ids the app makes itself are, so anything else names nothing. */
export const isUuid = (value: unknown): value is string => uuid.safeParse(value).success;
