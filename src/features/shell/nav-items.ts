import {
  BarChart3Icon,
  BlocksIcon,
  BotIcon,
  CalendarClockIcon,
  FileTextIcon,
  HelpCircleIcon,
  InboxIcon,
  type LucideIcon,
  RocketIcon,
  SettingsIcon,
  WorkflowIcon,
} from "lucide-react";
import { nl } from "../../../common/i18n/nl.ts";

export type NavItem = { to: string; label: string; icon: LucideIcon };

export const mainNav: NavItem[] = [
  { to: "/dashboard/onboarding", label: nl.shell.nav.onboarding, icon: RocketIcon },
  { to: "/dashboard/faq", label: nl.shell.nav.faq, icon: HelpCircleIcon },
  { to: "/dashboard/documents", label: nl.shell.nav.documents, icon: FileTextIcon },
  { to: "/dashboard/inbox", label: nl.shell.nav.inbox, icon: InboxIcon },
  { to: "/dashboard/analytics", label: nl.shell.nav.analytics, icon: BarChart3Icon },
  { to: "/dashboard/agents", label: nl.shell.nav.agents, icon: BotIcon },
  { to: "/dashboard/integrations", label: nl.shell.nav.integrations, icon: BlocksIcon },
];

export const settingsNav: NavItem = { to: "/dashboard/settings", label: nl.shell.nav.settings, icon: SettingsIcon };

export const comingSoonNav = (isAdmin: boolean): NavItem[] => [
  { to: "", label: nl.shell.nav.planningAgent, icon: CalendarClockIcon },
  ...(isAdmin ? [{ to: "", label: nl.shell.nav.automations, icon: WorkflowIcon }] : []),
];
