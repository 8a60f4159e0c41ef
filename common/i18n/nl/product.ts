export const product = {
  name: "HR Assistent",
  tagline: "De AI HR-assistent die je medewerkers via WhatsApp antwoord geeft",
  defaultOrgName: "Mijn organisatie",
  aiAssistant: "AI Assistant",
} as const;
