import { searchTerms } from "../../../common/inbox/search-terms.ts";
import { whatsappNameOf, whoIs } from "../../../common/inbox/who.ts";

type Listed = {
  id: string;
  customer_phone: string;
  profile_name?: string | null;
  last_message_at: number;
  employee?: { first_name: string; last_name: string } | null | undefined;
};

/**
 * The synced rows whose name or number contains `query`, newest first: shown at once while
 * the server searches every conversation (message text included), whose hits then replace them.
 */
export function localMatches<R extends Listed>(rows: readonly R[], query: string): R[] {
  const { text, phoneDigits } = searchTerms(query);
  const needle = text.toLowerCase();
  const seen = new Set<string>();
  const out: R[] = [];
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    const phone = r.customer_phone.replace(/\D/g, "");
    if (
      whoIs(r).toLowerCase().includes(needle) ||
      whatsappNameOf(r)?.toLowerCase().includes(needle) ||
      r.customer_phone.includes(text) ||
      (phoneDigits && phone.includes(phoneDigits))
    )
      out.push(r);
  }
  return out.sort((a, b) => b.last_message_at - a.last_message_at || (a.id < b.id ? 1 : -1));
}
