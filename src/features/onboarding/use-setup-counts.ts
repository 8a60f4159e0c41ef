import { useQuery } from "@rocicorp/zero/react";
import { queries } from "../../zero/queries.ts";
import type { SetupCounts } from "./setup-progress.ts";

/**
 * The numbers behind the setup progress, for the onboarding screen and the sidebar.
 * Documents, WhatsApp credentials and integrations arrive with their own issues; until
 * their tables exist those counts are 0.
 */
export function useSetupCounts(organization: { id: string; logo_url: string | null } | null): SetupCounts {
  const [faqs] = useQuery(queries.faqs.ofOrganization({ organizationId: organization?.id ?? "" }));
  return {
    completedDocuments: 0,
    activeFaqs: faqs.filter((f) => f.is_active).length,
    messagingCredentials: 0,
    hasLogo: !!organization?.logo_url,
    activeIntegrations: 0,
  };
}
