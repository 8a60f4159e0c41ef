import type { UsageRecord } from "../../../common/whatsapp/twilio-api-types.ts";
import type { TwilioClient } from "../../integrations/twilio/twilio-client.ts";

const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

/** The account's usage records for the current calendar month (Twilio's ThisMonth list). */
export async function usageThisMonth(client: TwilioClient, accountSid: string): Promise<UsageRecord[]> {
  const records = await client.api.v2010.accounts(accountSid).usage.records.thisMonth.list({ limit: 1000 });
  return records.map((r) => ({
    category: r.category,
    description: r.description,
    count: r.count,
    usage: r.usage,
    usage_unit: r.usageUnit,
    price: String(r.price ?? ""),
    price_unit: r.priceUnit,
    start_date: day(r.startDate),
    end_date: day(r.endDate),
  }));
}
