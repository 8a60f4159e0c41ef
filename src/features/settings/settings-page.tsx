import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { nl } from "../../../common/i18n/nl.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.tsx";
import { cn } from "../../lib/cn.ts";
import { useSession } from "../auth/session.tsx";
import { useCurrentOrganization } from "../organizations/current-organization.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { ActivityLogCard } from "./activity-log-card.tsx";
import { AiAgentTab } from "./ai-agent-tab.tsx";
import { BrandingTab } from "./branding-tab.tsx";
import { ChatbotAccessTab } from "./chatbot-access-tab.tsx";
import { EmployeesTab } from "./employees-tab.tsx";
import { AnimationsCard } from "./general/animations-card.tsx";
import { EmailSettingsCard } from "./general/email-settings-card.tsx";
import { OrganizationCard } from "./general/organization-card.tsx";
import { ProfileCard } from "./general/profile-card.tsx";
import { ThemeCard } from "./general/theme-card.tsx";
import { HrHoursCard } from "./hr-hours-card.tsx";
import { PrivacyStatementCard } from "./privacy-statement-card.tsx";
import { PrivacyTab } from "./privacy-tab.tsx";
import { SynonymsCard } from "./synonyms-card.tsx";
import { UsersTab } from "./users-tab.tsx";
import { VerificationTab } from "./verification-tab.tsx";
import { WelcomeSettingsCard } from "./welcome-settings-card.tsx";

export const settingsTabs = [
  "general",
  "users",
  "employees",
  "ai",
  "chatbot-access",
  "verification",
  "branding",
  "privacy",
] as const;
export type SettingsTab = (typeof settingsTabs)[number];
/** Tabs whose content is a wide table. */
const wide: ReadonlySet<SettingsTab> = new Set(["employees"]);

export function SettingsPage({ tab }: { tab: SettingsTab }) {
  const navigate = useNavigate();
  const session = useSession();
  const { isAdmin, organization } = useCurrentOrganization();
  // Each tab's cards; only the chosen tab's are mounted.
  const panels: Record<SettingsTab, ReactNode> = {
    general: (
      <>
        <ThemeCard />
        <ProfileCard email={session.me?.user.email ?? ""} />
        <AnimationsCard />
        <OrganizationCard />
        {isAdmin && <EmailSettingsCard />}
      </>
    ),
    users: <UsersTab />,
    employees: (
      <>
        <EmployeesTab />
        {isAdmin && organization && <WelcomeSettingsCard organizationId={organization.id} />}
      </>
    ),
    ai: (
      <>
        <AiAgentTab />
        <HrHoursCard />
        <SynonymsCard />
      </>
    ),
    "chatbot-access": <ChatbotAccessTab />,
    verification: <VerificationTab />,
    branding: <BrandingTab />,
    privacy: (
      <>
        <PrivacyTab />
        <PrivacyStatementCard />
        {isAdmin && organization && <ActivityLogCard organizationId={organization.id} />}
      </>
    ),
  };
  return (
    // One left edge for title, tab bar and cards; the employees table may use the full
    // width, the other tabs keep a readable form width.
    <div className="mx-auto max-w-6xl">
      <PageHeader title={nl.pages.settings} />
      <Tabs
        value={tab}
        onValueChange={(value) => void navigate({ to: "/dashboard/settings", search: { tab: value as SettingsTab } })}
      >
        <TabsList className="h-auto max-w-4xl">
          {settingsTabs.map((t) => (
            <TabsTrigger key={t} value={t}>
              {nl.settings.tabs[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {settingsTabs.map((t) => (
          <TabsContent key={t} value={t} className={cn("space-y-6", !wide.has(t) && "max-w-4xl")}>
            {panels[t]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
