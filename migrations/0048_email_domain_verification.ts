import type { Kysely } from "kysely";
import { runStatements } from "../server/db/run-statements.ts";

// An organisation's own e-mail domain is used as the sender only once it has shown that it
// controls it (a TXT record with its token, common/email/domain-verification.ts): without
// that, anyone who signs up could send invitations "from" a bank's domain through our mail
// server. The token is not secret (it is published in DNS); changing the domain clears
// the verification. Domains set before this migration start unverified, so they fall back
// to the platform's address until verified.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table organizations
       add column email_domain_token text not null default replace(gen_random_uuid()::text, '-', ''),
       add column email_domain_verified_at timestamptz`,
  );
}
