export type FleksErrorKind = "unauthorized" | "rate_limited" | "unreachable" | "http" | "invalid_response";

/**
 * A failed call to the Fleks API, by what the caller does about it: `unauthorized` (fix the
 * key), `rate_limited` (wait `retryAfterMs` if Fleks said), `unreachable` and 5xx `http`
 * (try again), the rest (give up). Messages follow the spec: 'Rate limit exceeded' for
 * 429, else the response's error or message, else 'HTTP status: text'.
 */
export class FleksError extends Error {
  readonly kind: FleksErrorKind;
  readonly status?: number;
  readonly retryAfterMs?: number;
  /** An answer cut off or garbled on the way (a 200 whose body is not JSON): worth another try. */
  readonly garbled: boolean;

  constructor(
    kind: FleksErrorKind,
    message: string,
    extra: { status?: number; retryAfterMs?: number; garbled?: boolean } = {},
  ) {
    super(message);
    this.name = "FleksError";
    this.kind = kind;
    this.status = extra.status;
    this.retryAfterMs = extra.retryAfterMs;
    this.garbled = extra.garbled ?? false;
  }

  /** Worth another attempt: the network, a 5xx, a rate limit or a garbled answer. */
  get transient(): boolean {
    return (
      this.kind === "unreachable" ||
      this.kind === "rate_limited" ||
      this.garbled ||
      (this.kind === "http" && (this.status ?? 0) >= 500)
    );
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
