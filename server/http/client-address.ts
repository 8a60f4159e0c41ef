import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/** The TCP peer's address; undefined outside a Node server (Hono's app.request in tests). */
export function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? unmapped(address) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who is asking, for rate limits. A proxy header is read only when the operator named it
 * (TRUSTED_PROXY_HEADER): otherwise any client could write X-Forwarded-For itself and get a
 * fresh limit per request. Of a list (X-Forwarded-For), the last entry is the one our proxy
 * added; the entries before it came from the client and prove nothing.
 */
export function clientAddress(c: Context, trustedProxyHeader: string | undefined): string {
  const forwarded = trustedProxyHeader ? c.req.header(trustedProxyHeader) : undefined;
  const last = forwarded?.split(",").at(-1)?.trim();
  if (last) return unmapped(last);
  return socketAddress(c) ?? "unknown";
}
