import { useQuery } from "@rocicorp/zero/react";
import { queries } from "../../../common/zero/queries.ts";
import type { SetupCounts } from "./setup-progress.ts";

/**
 * The numbers behind the setup progress, for the onboarding screen and the sidebar; FAQs
 * and documents are counted up to what their step needs (MIN_ACTIVE_FAQS, MIN_COMPLETED_DOCUMENTS).
 * Active integrations are the organisation's external integrations switched on (Apps
 * overview). WhatsApp counts once credentials are saved (only that fact is synced).
 */
export function useSetupCounts(organization: { id: string; logo_url: string | null } | null): SetupCounts {
  const organizationId = organization?.id ?? "";
  // Every screen shows the progress: these sync the few rows that decide a step (three
  // active FAQs, one processed document), not the organisation's whole FAQ and document lists.
  const [faqs] = useQuery(queries.faqs.activeForSetup({ organizationId }));
  const [documents] = useQuery(queries.documents.completedForSetup({ organizationId }));
  const [integrations] = useQuery(queries.integrations.ofOrganization({ organizationId }));
  const [whatsapp] = useQuery(queries.whatsappConnection.ofOrganization({ organizationId }));
  return {
    completedDocuments: documents.filter((d) => d.processing_status === "completed").length,
    activeFaqs: faqs.filter((f) => f.is_active).length,
    messagingCredentials: whatsapp.length,
    hasLogo: !!organization?.logo_url,
    activeIntegrations: integrations.filter((i) => i.is_active).length,
  };
}
