import type { MiddlewareHandler } from "hono";

export type AdmissionLimits = {
  /** Requests being handled at once at most. */
  maxRequests: number;
  /** Their summed declared body sizes at most (a body without Content-Length counts as `maxBodyBytes`). */
  maxBytes: number;
  maxBodyBytes: number;
};

/**
 * Bounds the requests a route holds at once, and their bodies. When what they wait for (the
 * database) is slow or down, they would otherwise pile up in memory for as long as it lasts;
 * past the bound a request is refused at once, unread, with 503 and Retry-After, which
 * callers that retry (Twilio) take as "come back later". `current` is for tests and metrics.
 */
export function admissionLimit(limits: AdmissionLimits) {
  let requests = 0;
  let bytes = 0;
  const middleware: MiddlewareHandler = async (c, next) => {
    const declared = Number(c.req.header("content-length"));
    const size = Number.isFinite(declared) && declared >= 0 ? declared : limits.maxBodyBytes;
    if (requests + 1 > limits.maxRequests || bytes + size > limits.maxBytes) {
      return c.text("Service Unavailable", 503, { "retry-after": "5" });
    }
    requests++;
    bytes += size;
    try {
      await next();
    } finally {
      requests--;
      bytes -= size;
    }
  };
  return { middleware, current: () => ({ requests, bytes }) };
}
