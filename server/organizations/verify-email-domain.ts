import { recordsHoldToken, verificationRecord } from "../../common/email/domain-verification.ts";
import type { Db } from "../db/connect.ts";

export type ResolveTxt = (name: string) => Promise<string[][]>;
export type DomainVerdict = "verified" | "not_found" | "no_domain";

/**
 * Looks up the organisation's verification record and, when it holds the token, marks the
 * domain verified. Only the domain that was looked up is marked: one changed meanwhile stays
 * unverified. A lookup that fails (no such name, no TXT, a resolver timing out) is "not
 * found": the admin adds or fixes the record and tries again.
 */
export async function verifyEmailDomain(
  db: Db,
  resolveTxt: ResolveTxt,
  organizationId: string,
): Promise<DomainVerdict> {
  const org = await db
    .selectFrom("organizations")
    .select(["email_domain", "email_domain_token"])
    .where("id", "=", organizationId)
    .executeTakeFirst();
  if (!org?.email_domain) return "no_domain";
  const records = await resolveTxt(verificationRecord(org.email_domain, org.email_domain_token).name).catch(() => []);
  if (!recordsHoldToken(records, org.email_domain_token)) return "not_found";
  const marked = await db
    .updateTable("organizations")
    .set({ email_domain_verified_at: new Date(), updated_at: new Date() })
    .where("id", "=", organizationId)
    .where("email_domain", "=", org.email_domain)
    .executeTakeFirst();
  return marked.numUpdatedRows > 0n ? "verified" : "not_found";
}
