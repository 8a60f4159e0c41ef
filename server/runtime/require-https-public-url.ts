import type { Env } from "../config.ts";
import { isLocalhostUrl } from "./is-localhost-url.ts";

/**
 * In production PUBLIC_URL must be https (a localhost address aside, for trying the image
 * on one's own machine). better-auth marks the session cookie Secure only for an https
 * address: on http it goes over the network readable by anyone on the way.
 */
export function requireHttpsPublicUrl(env: Pick<Env, "NODE_ENV">, publicUrl: string): void {
  if (env.NODE_ENV !== "production" || isLocalhostUrl(publicUrl)) return;
  if (new URL(publicUrl).protocol !== "https:")
    throw new Error(
      `PUBLIC_URL must be an https address in production, not ${publicUrl}: over http the session cookie is sent without Secure, readable by anyone on the network.`,
    );
}
