import { SETUP_COMPLETED_DOCUMENTS } from "../../../common/zero/queries/documents.ts";
import { SETUP_ACTIVE_FAQS } from "../../../common/zero/queries/faq.ts";

export type SetupCounts = {
  completedDocuments: number;
  activeFaqs: number;
  messagingCredentials: number;
  hasLogo: boolean;
  activeIntegrations: number;
};

export type SetupStep = {
  key: "documents" | "faqs" | "whatsapp" | "branding" | "integrations";
  done: boolean;
  optional: boolean;
  href: string;
};

// The queries behind the counts fetch this many rows at most: the counts stop there.
export const MIN_ACTIVE_FAQS = SETUP_ACTIVE_FAQS;
export const MIN_COMPLETED_DOCUMENTS = SETUP_COMPLETED_DOCUMENTS;

/** Four counted steps plus one optional; percent = counted steps done / 4. */
export function computeSetupProgress(c: SetupCounts): { steps: SetupStep[]; percent: number; complete: boolean } {
  const steps: SetupStep[] = [
    {
      key: "documents",
      done: c.completedDocuments >= MIN_COMPLETED_DOCUMENTS,
      optional: false,
      href: "/dashboard/documents",
    },
    { key: "faqs", done: c.activeFaqs >= MIN_ACTIVE_FAQS, optional: false, href: "/dashboard/faq" },
    { key: "whatsapp", done: c.messagingCredentials >= 1, optional: false, href: "/dashboard/integrations/whatsapp" },
    { key: "branding", done: c.hasLogo, optional: false, href: "/dashboard/settings" },
    { key: "integrations", done: c.activeIntegrations >= 1, optional: true, href: "/dashboard/integrations" },
  ];
  const counted = steps.filter((s) => !s.optional);
  const percent = Math.round((counted.filter((s) => s.done).length / counted.length) * 100);
  return { steps, percent, complete: percent === 100 };
}
