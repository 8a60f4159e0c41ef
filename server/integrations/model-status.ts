import { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";

/** What /api/health and the worker's heartbeat say of one model API: no secrets, no content. */
export type ModelState = {
  state: "ok" | "failing" | "breaker_open";
  /** When the failures in a row began (ISO), while it fails. */
  failingSince?: string;
  /** The last failure's kind: HTTP status and provider code, or "timeout" / "network". */
  lastFailure?: string;
};

/**
 * Short words for a failed call: the HTTP status and the provider's error code ("401
 * invalid_api_key"), "timeout" or "network". Never the message: a provider may quote the
 * request in it, and the request holds an employee's words.
 */
export function failureKind(err: unknown): string {
  if (err instanceof APIConnectionTimeoutError) return "timeout";
  if (err instanceof APIUserAbortError) return "aborted";
  if (err instanceof APIError) {
    if (err.status === undefined) return "network";
    return [err.status, err.code].filter(Boolean).join(" ");
  }
  if (err instanceof Error && err.name === "TimeoutError") return "timeout";
  return err instanceof Error ? err.name : "error";
}

/**
 * The health of one model API as the process saw it, with a log line per failure, an error
 * when the breaker opens and a line when calls succeed again: IT must be able to tell that
 * the model they pay for is unused (a revoked key fails every call, and every reply still
 * goes out, answered without it).
 */
export function modelStatus(name: string, log: (level: "warn" | "error" | "info", line: string) => void = logLine) {
  let failingSince: Date | undefined;
  let lastFailure: string | undefined;
  let open = false;
  return {
    name,
    failed(err: unknown) {
      failingSince ??= new Date();
      lastFailure = failureKind(err);
      log("warn", `[${name}] call failed: ${lastFailure}`);
    },
    succeeded() {
      if (failingSince) log("info", `[${name}] calls succeed again`);
      failingSince = undefined;
      lastFailure = undefined;
    },
    opened() {
      open = true;
      log(
        "error",
        `[${name}] breaker open after repeated failures (${lastFailure ?? "unknown"}): answering without it`,
      );
    },
    closed() {
      if (open) log("info", `[${name}] breaker closed: calling it again`);
      open = false;
    },
    snapshot(): ModelState {
      const state = open ? "breaker_open" : failingSince ? "failing" : "ok";
      return {
        state,
        ...(failingSince ? { failingSince: failingSince.toISOString() } : {}),
        ...(lastFailure ? { lastFailure } : {}),
      };
    },
  };
}

export type ModelStatus = ReturnType<typeof modelStatus>;

function logLine(level: "warn" | "error" | "info", line: string) {
  if (level === "info") console.log(line);
  else console[level](line);
}
