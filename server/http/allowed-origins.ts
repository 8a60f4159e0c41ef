/**
 * The origins browsers may call us from: PUBLIC_URL's, plus the operator's ALLOWED_ORIGINS.
 * A local server is reachable as both localhost and 127.0.0.1, so either counts as itself.
 */
export function allowedOrigins(publicUrl: string, extra: readonly string[] = []): ReadonlySet<string> {
  const u = new URL(publicUrl);
  const origins = new Set([u.origin, ...extra]);
  const port = u.port ? `:${u.port}` : "";
  if (u.hostname === "localhost") origins.add(`${u.protocol}//127.0.0.1${port}`);
  if (u.hostname === "127.0.0.1") origins.add(`${u.protocol}//localhost${port}`);
  return origins;
}
