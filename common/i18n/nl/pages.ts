export const pages = {
  onboarding: "Onboarding",
  faq: "FAQ Management",
  documents: "Documenten",
  inbox: "Inbox",
  analytics: "Analytics",
  agents: "Welcome to Agents",
  integrations: "Integraties",
  whatsapp: "WhatsApp (via Twilio)",
  fleks: "Fleks Integratie",
  settings: "Instellingen",
  automations: "Automations",
  noAutomations: "No automations yet",
} as const;
