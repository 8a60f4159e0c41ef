import { z } from "zod";

// The request bodies of /api/twilio (zod, shared by the routes and the page) and the
// shapes the page reads back.

export const SUBACCOUNT_STATUSES = ["active", "suspended", "closed"] as const;
export type SubaccountStatus = (typeof SUBACCOUNT_STATUSES)[number];

export const createSubaccountInput = z.object({ friendly_name: z.string().max(200).default("") });

export const updateSubaccountInput = z.object({
  account_sid: z.string().regex(/^AC[0-9A-Za-z]{32}$/),
  status: z.enum(SUBACCOUNT_STATUSES),
});

export type Subaccount = { sid: string; friendly_name: string; status: SubaccountStatus; date_created: string | null };

export type UsageRecord = {
  category: string;
  description: string;
  count: string;
  usage: string;
  usage_unit: string;
  price: string;
  price_unit: string;
  start_date: string | null;
  end_date: string | null;
};

export type StoredCredentials = { account_sid: string; whatsapp_sender: string };

export type Health = { configured: boolean; health: string; errors: string[] };
