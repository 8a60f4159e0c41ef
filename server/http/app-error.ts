import type { ContentfulStatusCode } from "hono/utils/http-status";

/** What went wrong, for code (tests, the client); the texts are for people. */
export type ErrorCode =
  | "unauthenticated"
  | "no_organization"
  | "not_member"
  | "forbidden"
  | "foreign_origin"
  | "rate_limited"
  | "invalid_input"
  | "not_found"
  | "gone"
  | "email_unverified"
  | "too_large"
  | "not_configured"
  | "upstream_failed"
  | "unavailable"
  | "internal";

/** The one error body every /api route answers with. */
export type ErrorEnvelope = { error: { code: ErrorCode; title: string; description?: string } };

/** Dutch texts (from the catalogue) and, where a route keeps an older status, that status. */
export type Refusal = { title: string; description?: string; status?: ContentfulStatusCode };

/**
 * Thrown anywhere below a route; app.onError turns it into the envelope, so handlers never
 * build error bodies themselves.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly title: string;
  readonly description?: string;
  constructor(code: ErrorCode, status: ContentfulStatusCode, title: string, description?: string) {
    super(description ? `${title}: ${description}` : title);
    this.code = code;
    this.status = status;
    this.title = title;
    this.description = description;
  }

  /** A refusal with a route's own texts (and status, when it overrides the default). */
  static of(code: ErrorCode, status: ContentfulStatusCode, refusal: Refusal): AppError {
    return new AppError(code, refusal.status ?? status, refusal.title, refusal.description);
  }

  toEnvelope(): ErrorEnvelope {
    return { error: { code: this.code, title: this.title, description: this.description } };
  }
}
