export const onboardingSteps = {
  documents: "Upload minimaal één document",
  faqs: "Maak minimaal 3 actieve FAQ's aan",
  whatsapp: "Koppel WhatsApp",
  branding: "Upload je logo",
  integrations: "Koppel een externe integratie (optioneel)",
  done: "Voltooid",
  todo: "Nog te doen",
} as const;
