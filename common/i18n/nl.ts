// Every user-visible string, one file per area under ./nl/. Texts quoted from the product spec are verbatim.

import { accounts } from "./nl/accounts.ts";
import { agents } from "./nl/agents.ts";
import { aiAgent } from "./nl/aiAgent.ts";
import { analytics } from "./nl/analytics.ts";
import { assistant } from "./nl/assistant.ts";
import { auth } from "./nl/auth.ts";
import { branding } from "./nl/branding.ts";
import { common } from "./nl/common.ts";
import { datePicker } from "./nl/datePicker.ts";
import { devMailbox } from "./nl/devMailbox.ts";
import { documents } from "./nl/documents.ts";
import { email } from "./nl/email.ts";
import { employeeImport } from "./nl/employeeImport.ts";
import { employees } from "./nl/employees.ts";
import { employeeWelcome } from "./nl/employeeWelcome.ts";
import { errors } from "./nl/errors.ts";
import { explanation } from "./nl/explanation.ts";
import { faq } from "./nl/faq.ts";
import { fleks } from "./nl/fleks.ts";
import { fleksActions } from "./nl/fleksActions.ts";
import { fleksWebhooks } from "./nl/fleksWebhooks.ts";
import { hrHours } from "./nl/hrHours.ts";
import { http } from "./nl/http.ts";
import { inbox } from "./nl/inbox.ts";
import { integrations } from "./nl/integrations.ts";
import { invitations } from "./nl/invitations.ts";
import { knowledge } from "./nl/knowledge.ts";
import { landing } from "./nl/landing.ts";
import { members } from "./nl/members.ts";
import { notFound } from "./nl/notFound.ts";
import { notifications } from "./nl/notifications.ts";
import { onboarding } from "./nl/onboarding.ts";
import { onboardingSteps } from "./nl/onboardingSteps.ts";
import { ownWork } from "./nl/ownWork.ts";
import { pages } from "./nl/pages.ts";
import { privacy } from "./nl/privacy.ts";
import { product } from "./nl/product.ts";
import { settings } from "./nl/settings.ts";
import { shell } from "./nl/shell.ts";
import { simulator } from "./nl/simulator.ts";
import { synonyms } from "./nl/synonyms.ts";
import { time } from "./nl/time.ts";
import { twilioErrors } from "./nl/twilioErrors.ts";
import { verification } from "./nl/verification.ts";
import { whatsapp } from "./nl/whatsapp.ts";

export const nl = {
  product,
  common,
  datePicker,
  errors,
  auth,
  landing,
  notFound,
  shell,
  onboardingSteps,
  onboarding,
  faq,
  documents,
  whatsapp,
  twilioErrors,
  fleks,
  fleksActions,
  fleksWebhooks,
  inbox,
  analytics,
  employees,
  employeeImport,
  employeeWelcome,
  integrations,
  aiAgent,
  agents,
  verification,
  hrHours,
  simulator,
  assistant,
  ownWork,
  knowledge,
  explanation,
  synonyms,
  notifications,
  pages,
  settings,
  branding,
  privacy,
  members,
  accounts,
  invitations,
  time,
  devMailbox,
  email,
  http,
} as const;
