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
 * database) is slow or down, they would otherwise pile up in memory for as long as it lasts.
 * `enter` takes a place (and gives back how to leave it) or says there is none, for a route
 * that has somewhere else to put the request (Twilio's webhook: its spool on disk); the
 * middleware refuses a request past the bound at once, unread, with 503 and Retry-After.
 * `current` is for tests and metrics.
 */
export function admissionLimit(limits: AdmissionLimits) {
  let requests = 0;
  let bytes = 0;
  const sizeOf = (contentLength: string | undefined) => {
    const declared = Number(contentLength);
    return Number.isFinite(declared) && declared >= 0 && contentLength !== undefined ? declared : limits.maxBodyBytes;
  };
  /** A place for a request with this Content-Length, or null past the bound. */
  const enter = (contentLength: string | undefined): (() => void) | null => {
    const size = sizeOf(contentLength);
    if (requests + 1 > limits.maxRequests || bytes + size > limits.maxBytes) return null;
    requests++;
    bytes += size;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      requests--;
      bytes -= size;
    };
  };
  const middleware: MiddlewareHandler = async (c, next) => {
    const leave = enter(c.req.header("content-length"));
    if (!leave) return c.text("Service Unavailable", 503, { "retry-after": "5" });
    try {
      await next();
    } finally {
      leave();
    }
  };
  return { enter, middleware, current: () => ({ requests, bytes }) };
}
