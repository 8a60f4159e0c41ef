import type { SetupCounts } from "./setup-progress.ts";

/**
 * The numbers behind the setup progress, for the onboarding screen and the sidebar.
 * Documents, FAQs, WhatsApp credentials and integrations arrive with their own issues;
 * until their tables exist those counts are 0.
 */
export function useSetupCounts(organization: { logo_url: string | null } | null): SetupCounts {
  return {
    completedDocuments: 0,
    activeFaqs: 0,
    messagingCredentials: 0,
    hasLogo: !!organization?.logo_url,
    activeIntegrations: 0,
  };
}
