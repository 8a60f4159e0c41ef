import { createHash, timingSafeEqual } from "node:crypto";

/** The stored form of an invitation link's secret. */
export const invitationTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether `token` is the secret whose hash was stored (compared in constant time). */
export function invitationTokenMatches(token: string | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(invitationTokenHash(token));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
